import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 disabled:bg-slate-50';

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shows the live 'n/cap' counter, red once the cap is reached. */
  cap?: number;
  length?: number;
}

function FieldFrame({ id, label, hint, cap, length = 0, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {cap !== undefined && (
          <span data-testid={`${id}-counter`} className={cn('text-xs tabular-nums', length >= cap ? 'font-semibold text-red-600' : 'text-slate-500')}>
            {length}/{cap}
          </span>
        )}
      </div>
      {children}
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, hint, cap, id, className, ...props },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} cap={cap} length={String(props.value ?? '').length}>
      <input ref={ref} id={fieldId} maxLength={cap} className={cn(control, className)} {...props} />
    </FieldFrame>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, hint, cap, id, className, ...props }, ref) {
    const generated = useId();
    const fieldId = id ?? generated;
    return (
      <FieldFrame id={fieldId} label={label} hint={hint} cap={cap} length={String(props.value ?? '').length}>
        <textarea ref={ref} id={fieldId} maxLength={cap} rows={3} className={cn(control, 'resize-y', className)} {...props} />
      </FieldFrame>
    );
  },
);

export const SelectField = forwardRef<
  HTMLSelectElement,
  { label: ReactNode; options: readonly { value: string; label: string }[] } & InputHTMLAttributes<HTMLSelectElement>
>(function SelectField({ label, options, id, className, ...props }, ref) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label}>
      <select ref={ref} id={fieldId} className={cn(control, className)} {...(props as object)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

/**
 * Toasts per spec §9: at most 3 at a time, 5000 ms each, pausing on hover or focus, swiped away
 * past 50 px, and removed 5 s after they are dismissed (so the closing animation can finish).
 */
import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { cn } from './cn';

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}
interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY_MS);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => items, () => items);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {list.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          data-variant={t.variant ?? 'default'}
          className={cn(
            'rounded-lg border p-4 shadow-lg data-[state=closed]:hidden data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            t.variant === 'destructive'
              ? 'border-red-300 bg-red-600 text-white'
              : t.variant === 'success'
                ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
                : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <RadixToast.Title className="text-sm font-semibold">{t.title}</RadixToast.Title>
          {t.description && <RadixToast.Description className="mt-1 text-sm opacity-90">{t.description}</RadixToast.Description>}
          <RadixToast.Close aria-label="Close" className="absolute right-2 top-2 text-xs opacity-70 hover:opacity-100">
            ✕
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed bottom-4 right-4 z-[60] flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  );
}

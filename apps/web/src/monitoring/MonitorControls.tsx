/**
 * The monitor's toggle and frequency, on the saved-search card and in the Save Search dialog:
 * every hour (paid plans), daily at a time, or weekly on a day at a time, in this browser's zone.
 */
import { MONITOR_FREQUENCY_LABELS, type MonitorFrequency } from '@firstsignal/core';
import { SelectField } from '@firstsignal/ui';
import { HOUR_OPTIONS, WEEKDAY_OPTIONS, type ScheduleChoice } from './monitors';

export function MonitorControls({
  idPrefix,
  choice,
  frequencies,
  disabled,
  onChange,
}: {
  idPrefix: string;
  choice: ScheduleChoice;
  /** What the plan allows; hourly only on paid plans. */
  frequencies: readonly MonitorFrequency[];
  disabled?: boolean;
  onChange: (next: ScheduleChoice) => void;
}) {
  const set = (patch: Partial<ScheduleChoice>) => onChange({ ...choice, ...patch });
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 text-indigo-600"
          checked={choice.enabled}
          disabled={disabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        Monitor for new signals
      </label>
      {choice.enabled && (
        <div className="flex flex-wrap gap-3">
          <div className="min-w-[7.5rem] flex-1">
            <SelectField
              id={`${idPrefix}-frequency`}
              label="Frequency"
              options={frequencies.map((f) => ({ value: f, label: MONITOR_FREQUENCY_LABELS[f] }))}
              value={choice.frequency}
              disabled={disabled}
              onChange={(e) => set({ frequency: e.target.value as MonitorFrequency })}
            />
          </div>
          {choice.frequency === 'weekly' && (
            <div className="min-w-[7.5rem] flex-1">
              <SelectField
                id={`${idPrefix}-weekday`}
                label="Day"
                options={WEEKDAY_OPTIONS}
                value={String(choice.weekday)}
                disabled={disabled}
                onChange={(e) => set({ weekday: Number(e.target.value) })}
              />
            </div>
          )}
          {choice.frequency !== 'hourly' && (
            <div className="min-w-[7.5rem] flex-1">
              <SelectField
                id={`${idPrefix}-hour`}
                label="Time"
                options={HOUR_OPTIONS}
                value={String(choice.hour)}
                disabled={disabled}
                onChange={(e) => set({ hour: Number(e.target.value) })}
              />
            </div>
          )}
        </div>
      )}
      {choice.enabled && !frequencies.includes('hourly') && <p className="text-xs text-slate-500">Every hour is part of the paid plans.</p>}
    </div>
  );
}

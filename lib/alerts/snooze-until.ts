// The snooze presets of the health board (docs/alerts.md), in the browser's own zone: an hour from
// now, tomorrow at 09:00, a week from now, or a date-time the person picks.

export const SNOOZE_PRESETS = ['hour', 'tomorrow', 'week', 'custom'] as const;
export type SnoozePreset = (typeof SNOOZE_PRESETS)[number];

/** When a snooze of `preset` ends; `custom` is a datetime-local value. Null: no valid future time. */
export function snoozeUntil(preset: SnoozePreset, custom: string, now = new Date()): Date | null {
  const at = new Date(now);
  if (preset === 'hour') at.setHours(at.getHours() + 1);
  else if (preset === 'week') at.setDate(at.getDate() + 7);
  else if (preset === 'tomorrow') {
    at.setDate(at.getDate() + 1);
    at.setHours(9, 0, 0, 0);
  } else {
    const picked = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(custom) ? new Date(custom) : null;
    return picked && picked.getTime() > now.getTime() ? picked : null;
  }
  return at;
}

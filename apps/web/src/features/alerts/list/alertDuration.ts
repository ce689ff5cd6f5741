import type { TAlert } from '@placard/contract';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A duration in minutes as whole hours and the minutes left over (90 → 1 h 30 min). */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** "Continuous", or how long a timed alert lasts ("45 min", "2 h", "1 h 30 min"), in the alerts namespace. */
export function durationText(t: Translate, alert: Pick<TAlert, 'continuous' | 'duration'>): string {
  if (alert.continuous || alert.duration === null) return t('duration.continuous');
  const parts = durationParts(alert.duration);
  if (parts.hours === 0) return t('duration.minutes', { count: parts.minutes });
  if (parts.minutes === 0) return t('duration.hours', { count: parts.hours });
  return t('duration.hoursMinutes', { hours: parts.hours, minutes: parts.minutes });
}

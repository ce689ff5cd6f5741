/** Emergency alerts (spec sections 3, 4, 5 and 9): their types, states and limits. */

/** Spec section 9: the alert types, each with its icon and default colours. */
export const ALERT_TYPES = [
  'custom',
  'environment',
  'fire',
  'health',
  'infrastructure',
  'safety',
  'security',
  'weather',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/**
 * The colours an alert of each type starts with: strong backgrounds a room reads at a glance, with text
 * of at least 7:1 contrast on them (WCAG AAA for large text).
 */
export const ALERT_TYPE_COLORS: Record<AlertType, { backgroundColor: string; textColor: string }> = {
  custom: { backgroundColor: '#1E3A8A', textColor: '#FFFFFF' },
  environment: { backgroundColor: '#14532D', textColor: '#FFFFFF' },
  fire: { backgroundColor: '#991B1B', textColor: '#FFFFFF' },
  health: { backgroundColor: '#134E4A', textColor: '#FFFFFF' },
  infrastructure: { backgroundColor: '#78350F', textColor: '#FFFFFF' },
  safety: { backgroundColor: '#FACC15', textColor: '#111827' },
  security: { backgroundColor: '#111827', textColor: '#FFFFFF' },
  weather: { backgroundColor: '#1E40AF', textColor: '#FFFFFF' },
};

/**
 * An alert's life (spec section 4): ready once made, active from its activation until it is deactivated
 * or its duration has passed (derived when read), deactivated after. Only a ready or deactivated alert
 * can be deleted; a deactivated one can be activated again.
 */
export const ALERT_STATES = ['ready', 'active', 'deactivated'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

export const ALERT_NAME_MAX_LENGTH = 100;
export const ALERT_TEXT_MAX_LENGTH = 1_000;
/** A timed alert lasts from 1 minute to 7 days. */
export const ALERT_DURATION_MIN_MINUTES = 1;
export const ALERT_DURATION_MAX_MINUTES = 7 * 24 * 60;
/** How many groups, screens or sub-organizations one alert may name. */
export const ALERT_TARGETS_MAX = 1_000;

/** What the state of an alert is at `now`, from what is stored (a timed alert ends by itself). */
export function alertStateAt(
  alert: { activatedAt: Date | null; deactivatedAt: Date | null; endsAt: Date | null },
  now: Date,
): AlertState {
  if (!alert.activatedAt) return 'ready';
  if (alert.deactivatedAt && alert.deactivatedAt.getTime() <= now.getTime()) return 'deactivated';
  if (alert.endsAt && alert.endsAt.getTime() <= now.getTime()) return 'deactivated';
  return 'active';
}

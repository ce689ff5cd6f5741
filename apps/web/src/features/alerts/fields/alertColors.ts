import { ALERT_TYPE_COLORS, type AlertType } from '@placard/contract';

/** An alert's background and text colours, as #RRGGBB. */
export type AlertColors = { backgroundColor: string; textColor: string };

/**
 * The colours after the type changes: each colour still at the old type's default takes the new
 * type's; one the user picked stays.
 */
export function colorsForType(current: AlertColors, from: AlertType, to: AlertType): AlertColors {
  const before = ALERT_TYPE_COLORS[from];
  const after = ALERT_TYPE_COLORS[to];
  const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
  return {
    backgroundColor: same(current.backgroundColor, before.backgroundColor)
      ? after.backgroundColor
      : current.backgroundColor,
    textColor: same(current.textColor, before.textColor) ? after.textColor : current.textColor,
  };
}

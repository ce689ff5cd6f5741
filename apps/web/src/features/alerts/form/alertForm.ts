import type { z } from 'zod';
import { ALERT_TYPE_COLORS, type AlertType, type TAlert, type ZAlertInput } from '@placard/contract';

/** What the alert form holds (the contract's input) and what it sends once checked. */
export type TAlertForm = z.input<typeof ZAlertInput>;
export type TAlertRequest = z.output<typeof ZAlertInput>;

/** The type a new alert starts as. */
export const DEFAULT_ALERT_TYPE: AlertType = 'custom';

/** A new alert: of the default type in its colours, on every screen, until deactivated. */
export function emptyAlertForm(): TAlertForm {
  return {
    name: '',
    description: '',
    instructions: '',
    type: DEFAULT_ALERT_TYPE,
    continuous: true,
    duration: null,
    ...ALERT_TYPE_COLORS[DEFAULT_ALERT_TYPE],
    targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] },
  };
}

/** An alert's fields in the form, to change them. */
export function alertToForm(alert: TAlert): TAlertForm {
  return {
    name: alert.name,
    description: alert.description,
    instructions: alert.instructions,
    type: alert.type,
    continuous: alert.continuous,
    duration: alert.duration,
    backgroundColor: alert.backgroundColor,
    textColor: alert.textColor,
    targets: { ...alert.targets },
  };
}

/** What is sent: an alert for every screen names no groups, screens or organizations besides. */
export function alertRequest(values: TAlertRequest): TAlertRequest {
  if (!values.targets.all) return values;
  return { ...values, targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] } };
}

import { z } from 'zod';
import { ZDeviceAcceptRequest } from '@placard/contract';
import { checkWithContract } from '../../../components/form/checkWithContract';

/** What the Add device form holds: the code as typed, an optional name and the screen's time zone. */
export interface AddDeviceValues {
  deviceId: string;
  name: string;
  timezone: string;
}

export type TAddDevice = z.output<typeof ZDeviceAcceptRequest>;

/** The form's schema; its output is the accept request, checked as the server checks it. */
export const addDeviceSchema = z
  .object({ deviceId: z.string(), name: z.string(), timezone: z.string() })
  .transform((values, ctx) => {
    const name = values.name.trim();
    return checkWithContract(
      ZDeviceAcceptRequest,
      { deviceId: values.deviceId, timezone: values.timezone, ...(name && { name }) },
      ctx,
    );
  });

/** A new form: the code from the address (when the screen linked there) and the browser's time zone. */
export function addDeviceDefaults(code: string | undefined, timezone: string): AddDeviceValues {
  return { deviceId: code && /^\d+$/.test(code) ? code : '', name: '', timezone };
}

import type { z } from 'zod';
import { ZDeviceDetailsRequest, type DeviceType, type TDeviceInfo } from '@placard/contract';

/** The details form: type, description and time zone (the key comes from the address). */
export const ZDeviceDetailsForm = ZDeviceDetailsRequest.omit({ deviceKey: true }).required({
  timezone: true,
});
export type DeviceDetailsValues = z.input<typeof ZDeviceDetailsForm>;
export type DeviceDetails = z.output<typeof ZDeviceDetailsForm>;

/** The form filled with the screen's details; a screen without a time zone gets the fallback. */
export function deviceDetailsDefaults(device: TDeviceInfo, fallbackZone: string): DeviceDetailsValues {
  return {
    deviceType: device.deviceType satisfies DeviceType,
    deviceDescription: device.description,
    timezone: device.timezone ?? fallbackZone,
  };
}

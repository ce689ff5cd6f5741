/** A translation function of the devices namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A screen's name, or 'Screen {id}' when it has none (spec section 3). */
export function deviceName(device: { id: number | null; name: string }, t: Translate): string {
  const name = device.name.trim();
  return name || t('unnamed', { id: device.id ?? '' });
}

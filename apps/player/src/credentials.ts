/** What a paired screen keeps: its device key and the token it proves itself with. */
export type Credentials = { deviceKey: string; token: string };

export const CREDENTIALS_KEY = 'placard.player.credentials';

function isCredentials(value: unknown): value is Credentials {
  if (typeof value !== 'object' || value === null) return false;
  const { deviceKey, token } = value as Record<string, unknown>;
  return typeof deviceKey === 'string' && deviceKey !== '' && typeof token === 'string' && token !== '';
}

/** The stored credentials; null when the screen is not paired (or what is stored is unreadable). */
export function loadCredentials(storage: Storage = localStorage): Credentials | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(CREDENTIALS_KEY) ?? 'null');
    return isCredentials(value) ? { deviceKey: value.deviceKey, token: value.token } : null;
  } catch {
    return null;
  }
}

export function saveCredentials(credentials: Credentials, storage: Storage = localStorage): void {
  storage.setItem(CREDENTIALS_KEY, JSON.stringify(credentials));
}

export function clearCredentials(storage: Storage = localStorage): void {
  storage.removeItem(CREDENTIALS_KEY);
}

import { describe, expect, it } from 'vitest';
import { addDeviceDefaults, addDeviceSchema } from './addDeviceForm';

const issues = (values: { deviceId: string; name: string; timezone: string }) => {
  const result = addDeviceSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the add-device form', () => {
  const valid = { deviceId: '4821', name: '', timezone: 'Europe/Stockholm' };

  it('asks for the 4-digit code the screen shows', () => {
    for (const deviceId of ['', '482', '48211', '48a1', 'abcd']) {
      expect(issues({ ...valid, deviceId }), deviceId).toEqual({ deviceId: 'validation.deviceCode' });
    }
    expect(issues(valid)).toEqual({});
    expect(issues({ ...valid, deviceId: ' 4821 ' })).toEqual({});
  });

  it('sends the code, the time zone and the name only when one was typed', () => {
    expect(addDeviceSchema.parse(valid)).toEqual({ deviceId: '4821', timezone: 'Europe/Stockholm' });
    expect(addDeviceSchema.parse({ ...valid, name: '  Lobby  ' })).toEqual({
      deviceId: '4821',
      timezone: 'Europe/Stockholm',
      name: 'Lobby',
    });
  });

  it('refuses a name longer than 100 characters and an unknown time zone', () => {
    expect(issues({ ...valid, name: 'x'.repeat(101) })).toEqual({ name: 'validation.tooLong|{"max":100}' });
    expect(issues({ ...valid, timezone: 'Mars/Olympus' })).toEqual({ timezone: 'validation.timezone' });
  });

  it('starts from the code in the address, when it is one, and the given time zone', () => {
    expect(addDeviceDefaults('4821', 'America/Chicago')).toEqual({
      deviceId: '4821',
      name: '',
      timezone: 'America/Chicago',
    });
    expect(addDeviceDefaults('<script>', 'UTC').deviceId).toBe('');
    expect(addDeviceDefaults(undefined, 'UTC').deviceId).toBe('');
  });
});

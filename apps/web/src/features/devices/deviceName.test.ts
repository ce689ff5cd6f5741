import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initI18n } from '../../app/i18n';
import { deviceName } from './deviceName';

describe('deviceName', () => {
  it("shows a screen's own name, and 'Screen {id}' when it has none", async () => {
    await initI18n('en');
    const t = i18next.getFixedT('en', 'devices');
    expect(deviceName({ id: 7, name: 'Lobby' }, t)).toBe('Lobby');
    expect(deviceName({ id: 7, name: '' }, t)).toBe('Screen 7');
    expect(deviceName({ id: 12, name: '   ' }, t)).toBe('Screen 12');
  });

  it('names an unnamed screen in the reader language', async () => {
    await initI18n('sv');
    expect(deviceName({ id: 3, name: '' }, i18next.getFixedT('sv', 'devices'))).toBe('Skärm 3');
    await initI18n('es');
    expect(deviceName({ id: 3, name: '' }, i18next.getFixedT('es', 'devices'))).toBe('Pantalla 3');
    await initI18n('en');
  });
});

import { describe, expect, it } from 'vitest';
import { pickLanguage, translator } from './i18n';

describe('pickLanguage', () => {
  it('takes the first browser language the player speaks, whatever its region', () => {
    expect(pickLanguage(['de-DE', 'sv-SE', 'en-US'])).toBe('sv');
    expect(pickLanguage(['fr-CA'])).toBe('fr');
    expect(pickLanguage(['ES'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(pickLanguage(['de-DE', 'ja'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('translator', () => {
  it('words the pairing instruction in each language', () => {
    expect(translator('en')('pairing.instruction')).toBe(
      'Go to Devices → Add device in Placard and enter this code',
    );
    expect(translator('es')('pairing.instruction')).toContain('Añadir dispositivo');
    expect(translator('fr')('pairing.instruction')).toContain('Ajouter un appareil');
    expect(translator('sv')('pairing.instruction')).toContain('Lägg till enhet');
  });

  it('fills in values', () => {
    expect(translator('en')('player.unnamed', { id: 12 })).toBe('Screen 12');
    expect(translator('sv')('player.unnamed', { id: 12 })).toBe('Skärm 12');
  });
});

import { describe, expect, it } from 'vitest';
import { ALERT_TYPE_COLORS } from '@placard/contract';
import { colorsForType } from './alertColors';

describe('the colours that follow an alert type', () => {
  it('gives a new type its colours while the user has not changed them', () => {
    expect(colorsForType(ALERT_TYPE_COLORS.custom, 'custom', 'fire')).toEqual(ALERT_TYPE_COLORS.fire);
    // written in lower case by a picker, still the default
    expect(colorsForType({ backgroundColor: '#991b1b', textColor: '#ffffff' }, 'fire', 'safety')).toEqual(
      ALERT_TYPE_COLORS.safety,
    );
  });

  it('keeps a colour the user picked and moves only the other one', () => {
    const picked = { backgroundColor: '#123456', textColor: ALERT_TYPE_COLORS.custom.textColor };
    expect(colorsForType(picked, 'custom', 'safety')).toEqual({
      backgroundColor: '#123456',
      textColor: ALERT_TYPE_COLORS.safety.textColor,
    });
    const both = { backgroundColor: '#123456', textColor: '#EEEEEE' };
    expect(colorsForType(both, 'custom', 'fire')).toEqual(both);
  });
});

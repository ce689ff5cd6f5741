import { describe, expect, it } from 'vitest';
import { clockState, formatDrift } from './clockError';

describe('a screen clock error', () => {
  it('counts less than two seconds either way as on time', () => {
    expect(clockState(null)).toBe('unknown');
    expect(clockState(1_999)).toBe('onTime');
    expect(clockState(-1_999)).toBe('onTime');
    expect(clockState(2_000)).toBe('ahead');
    expect(clockState(-3 * 3_600_000)).toBe('behind');
  });

  it('says the two largest units of the error, whichever way it goes', () => {
    expect(formatDrift(-(3 * 3_600_000 + 2 * 60_000 + 7_000), 'en')).toBe('3 hr 2 min');
    expect(formatDrift(45_400, 'en')).toBe('45 sec');
    expect(formatDrift(2 * 86_400_000 + 5 * 60_000, 'en')).toBe('2 days');
    expect(formatDrift(90 * 60_000, 'sv')).toBe('1 tim 30 min');
  });
});

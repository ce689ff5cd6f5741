import { describe, expect, it } from 'vitest';
import { browserOf } from './browserOf';

describe("a screen's browser and system", () => {
  it('are read from its user agent', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 156', system: 'Linux' });
    expect(
      browserOf(
        'Mozilla/5.0 (Linux; Android 14; SM-T220) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 126', system: 'Android 14' });
    expect(
      browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toEqual({ browser: 'Firefox 128', system: 'Windows 10' });
  });

  it('are unknown without a user agent', () => {
    expect(browserOf(null)).toBeNull();
    expect(browserOf('')).toBeNull();
  });
});

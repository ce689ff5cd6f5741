import { describe, expect, it } from 'vitest';
import { gaugeOf } from './DeviceStats';

describe("a licence limit's gauge", () => {
  it('is empty and neutral when none of none is used (no licence for interactive screens)', () => {
    expect(gaugeOf(0, 0)).toEqual({ percent: 0, tone: 'primary' });
  });

  it('fills as the limit is used, amber when reached, red only past it', () => {
    expect(gaugeOf(3, 10)).toEqual({ percent: 30, tone: 'primary' });
    expect(gaugeOf(10, 10)).toEqual({ percent: 100, tone: 'warning' });
    expect(gaugeOf(11, 10)).toEqual({ percent: 100, tone: 'error' });
    expect(gaugeOf(1, 0)).toEqual({ percent: 100, tone: 'error' });
  });
});

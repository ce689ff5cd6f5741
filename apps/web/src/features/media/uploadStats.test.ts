import { describe, expect, it } from 'vitest';
import { addSample, percentSent, secondsLeft, uploadSpeed, type ProgressSample } from './uploadStats';

const MB = 1024 * 1024;

function feed(samples: [number, number][], windowMs?: number): ProgressSample[] {
  return samples.reduce<ProgressSample[]>(
    (kept, [at, bytes]) => addSample(kept, { at, bytes }, windowMs),
    [],
  );
}

describe('upload speed and time left', () => {
  it('measures the speed over the samples kept', () => {
    const samples = feed([
      [0, 0],
      [1000, 2 * MB],
      [2000, 4 * MB],
    ]);
    expect(uploadSpeed(samples)).toBe(2 * MB);
    expect(secondsLeft(4 * MB, 10 * MB, uploadSpeed(samples))).toBe(3);
  });

  it('forgets samples older than the window, keeping one before it', () => {
    const samples = feed(
      [
        [0, 0],
        [1000, 10 * MB],
        [6000, 11 * MB],
        [7000, 12 * MB],
      ],
      5000,
    );
    expect(samples.map((sample) => sample.at)).toEqual([1000, 6000, 7000]);
    // the slow last seconds count, not the fast start
    expect(uploadSpeed(samples)).toBeCloseTo((2 * MB) / 6);
  });

  it('starts over when fewer bytes are reported (the upload began again)', () => {
    const samples = feed([
      [0, 0],
      [1000, 5 * MB],
      [1500, MB],
    ]);
    expect(samples).toEqual([{ at: 1500, bytes: MB }]);
    expect(uploadSpeed(samples)).toBeNull();
  });

  it('knows neither speed nor time left before there is progress over time', () => {
    expect(uploadSpeed([])).toBeNull();
    expect(uploadSpeed(feed([[0, MB]]))).toBeNull();
    expect(
      uploadSpeed(
        feed([
          [0, MB],
          [1000, MB],
        ]),
      ),
    ).toBeNull();
    expect(secondsLeft(0, 10, null)).toBeNull();
  });

  it('shows whole percents, 100 only when everything is sent', () => {
    expect(percentSent(0, 0)).toBe(0);
    expect(percentSent(1, 3)).toBe(33);
    expect(percentSent(999, 1000)).toBe(99);
    expect(percentSent(1000, 1000)).toBe(100);
  });
});

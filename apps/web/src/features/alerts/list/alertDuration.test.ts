import { describe, expect, it } from 'vitest';
import { durationText } from './alertDuration';

const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`;

describe('an alert duration', () => {
  it('reads as continuous, minutes, hours, or hours and minutes', () => {
    expect(durationText(t, { continuous: true, duration: null })).toBe('duration.continuous');
    expect(durationText(t, { continuous: false, duration: 45 })).toBe('duration.minutes{"count":45}');
    expect(durationText(t, { continuous: false, duration: 120 })).toBe('duration.hours{"count":2}');
    expect(durationText(t, { continuous: false, duration: 90 })).toBe(
      'duration.hoursMinutes{"hours":1,"minutes":30}',
    );
  });
});

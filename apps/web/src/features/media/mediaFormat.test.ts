import { describe, expect, it } from 'vitest';
import { formatBytes, formatDimensions, formatDuration, formatSpeed, formatTimeLeft } from './mediaFormat';

/** Locales put various spaces between number and unit (no-break, narrow no-break). */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('media formatting', () => {
  it('writes sizes in the largest unit reached, 1 KB being 1024 bytes', () => {
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    expect(formatBytes(300, 'en')).toBe('300 bytes');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(2.4 * 1024 ** 3, 'en')).toBe('2.4 GB');
    expect(formatBytes(100 * 1024 * 1024, 'en')).toBe('100 MB');
    expect(formatBytes(250.4 * 1024 * 1024, 'en')).toBe('250 MB');
  });

  it("writes sizes the reader's way", () => {
    expect(plain(formatBytes(2.4 * 1024 ** 3, 'fr'))).toBe('2,4 Go');
    expect(plain(formatBytes(2.4 * 1024 ** 3, 'sv'))).toBe('2,4 GB');
  });

  it('writes upload speeds per second', () => {
    expect(formatSpeed(3.1 * 1024 * 1024, 'en')).toBe('3.1 MB/s');
    expect(formatSpeed(850 * 1024, 'en')).toBe('850 kB/s');
    expect(formatSpeed(10, 'en')).toBe('1 kB/s');
  });

  it('writes durations as a clock', () => {
    expect(formatDuration(7000)).toBe('0:07');
    expect(formatDuration(245_400)).toBe('4:05');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(-5)).toBe('0:00');
  });

  it('rounds the time left up, in seconds, minutes, or hours and minutes', () => {
    expect(formatTimeLeft(11.2, 'en')).toBe('12 sec');
    expect(formatTimeLeft(0.2, 'en')).toBe('1 sec');
    expect(formatTimeLeft(125, 'en')).toBe('3 min');
    expect(formatTimeLeft(3600, 'en')).toBe('1 hr');
    expect(formatTimeLeft(3900, 'en')).toBe('1 hr 5 min');
    expect(plain(formatTimeLeft(90, 'fr'))).toBe('2 min');
  });

  it('writes dimensions as width × height', () => {
    expect(formatDimensions(1920, 1080)).toBe('1920 × 1080');
  });
});

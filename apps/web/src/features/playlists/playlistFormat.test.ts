import { describe, expect, it } from 'vitest';
import { aspectText, fitInBox, formatPlaylistDuration } from './playlistFormat';

describe('playlist duration', () => {
  it('is minutes and two-digit seconds', () => {
    expect(formatPlaylistDuration(0)).toBe('0:00');
    expect(formatPlaylistDuration(7)).toBe('0:07');
    expect(formatPlaylistDuration(60)).toBe('1:00');
    expect(formatPlaylistDuration(125)).toBe('2:05');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatPlaylistDuration(3600)).toBe('60:00');
    expect(formatPlaylistDuration(4530)).toBe('75:30');
  });

  it('never shows a negative or broken time', () => {
    expect(formatPlaylistDuration(-5)).toBe('0:00');
    expect(formatPlaylistDuration(Number.NaN)).toBe('0:00');
    expect(formatPlaylistDuration(59.6)).toBe('1:00');
  });
});

describe('playlist aspect', () => {
  it('names a ratio by its sides, a custom one by its own', () => {
    expect(aspectText({ type: '16:9' })).toBe('16:9');
    expect(aspectText({ type: '3:4' })).toBe('3:4');
    expect(aspectText({ type: 'custom', width: 32, height: 9 })).toBe('32:9');
  });

  it('fills a 16:10 box by width when wider in proportion, by height otherwise', () => {
    expect(fitInBox({ type: '16:9' }, 16 / 10)).toEqual({ width: '100%', height: 'auto' });
    expect(fitInBox({ type: '16:10' }, 16 / 10)).toEqual({ width: '100%', height: 'auto' });
    expect(fitInBox({ type: '4:3' }, 16 / 10)).toEqual({ width: 'auto', height: '100%' });
    expect(fitInBox({ type: '9:16' }, 16 / 10)).toEqual({ width: 'auto', height: '100%' });
  });
});

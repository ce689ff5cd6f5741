import { describe, expect, it } from 'vitest';
import { PLAYLIST_COLORS, playlistColor } from './playlistColor';

/** WCAG 2 relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('playlist colours', () => {
  it('carry white text at WCAG AA contrast (4.5:1), whichever colour a playlist gets', () => {
    for (const colour of PLAYLIST_COLORS)
      expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('are the same for a playlist every time, and differ for neighbouring playlists', () => {
    expect(playlistColor(12)).toBe(playlistColor(12));
    expect(playlistColor(12)).not.toBe(playlistColor(13));
  });
});

/**
 * Calendar colours, dark enough for white text (WCAG AA) and far apart from one another. A playlist
 * keeps its colour everywhere: in the week view, and as the edge of its thumbnail in the list.
 */
export const PLAYLIST_COLORS = [
  '#1565C0',
  '#2E7D32',
  '#AD1457',
  '#6A1B9A',
  '#C62828',
  '#00695C',
  '#4E342E',
  '#283593',
  '#9E4400',
  '#37474F',
] as const;

/** The colour of a playlist, the same on every page. */
export function playlistColor(playlistId: number): string {
  const index = Math.abs(Math.trunc(playlistId)) % PLAYLIST_COLORS.length;
  return PLAYLIST_COLORS[index] ?? PLAYLIST_COLORS[0];
}

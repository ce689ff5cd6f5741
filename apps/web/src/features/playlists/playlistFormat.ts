import { aspectRatio, type TAspect } from '@placard/contract';

/** A playlist's total duration as minutes and seconds: "0:45", "2:05", "75:00" (no hours). */
export function formatPlaylistDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}

/** "16:9", or a custom ratio's own sides ("32:9"). */
export function aspectText(aspect: TAspect): string {
  const [width, height] = aspectRatio(aspect);
  return `${width}:${height}`;
}

/**
 * How a picture of this aspect sits in a box of `boxRatio` (width / height): as wide as the box when
 * it is at least as wide in proportion, else as tall.
 */
export function fitInBox(aspect: TAspect, boxRatio: number): { width: string; height: string } {
  const [width, height] = aspectRatio(aspect);
  return width / height >= boxRatio ? { width: '100%', height: 'auto' } : { width: 'auto', height: '100%' };
}

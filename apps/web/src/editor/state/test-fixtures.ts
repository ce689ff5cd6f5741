import {
  emptySlideData,
  type TAction,
  type TElement,
  type TElementOf,
  type TPlaylist,
  type TSlideData,
} from '@placard/contract';
import { withAabb } from './geometry';

/** A shape element for tests: at (x, y), of a size, maybe rotated or locked. */
export function shapeAt(
  elid: string,
  x: number,
  y: number,
  options: { width?: number; height?: number; rotation?: number; locked?: boolean } = {},
): TElementOf<'shape'> {
  return withAabb({
    elid,
    eltype: 'shape',
    name: '',
    locked: options.locked ?? false,
    editable: true,
    transform: { translation: { x, y }, rotation: options.rotation ?? 0, scale: { x: 1, y: 1 } },
    width: options.width ?? 100,
    height: options.height ?? 100,
    aabb: { x: 0, y: 0, width: 0, height: 0 },
    opacity: 1,
    animation: null,
    contents: { shape: 'rectangle', fill: '#2E96F4', stroke: null, strokeWidth: 0, cornerRadius: 0 },
  });
}

/** A text element for tests showing `content`. */
export function textAt(elid: string, content: string, x = 0, y = 0): TElementOf<'text'> {
  return withAabb({
    ...shapeAt(elid, x, y, { width: 400, height: 80 }),
    eltype: 'text',
    contents: {
      delta: content ? [{ insert: content }, { insert: '\n' }] : [{ insert: '\n' }],
      verticalAlign: 'top',
      background: null,
      padding: 0,
    },
  });
}

export function jumpTo(targetSlideId: number): TAction {
  return { type: 'OATJumpTo', targetSlideId };
}

export type TestSlide = { id: number; elements?: TElement[]; actions?: TSlideData['actions'] };

/** A 16:9 playlist (canvas 1920×1080) with these slides. */
export function playlistWith(slides: readonly TestSlide[], id = 1): TPlaylist {
  return {
    id,
    kind: 'playlist',
    name: 'Lobby',
    aspect: { type: '16:9' },
    isPublished: false,
    publishedAt: null,
    overlay: null,
    section: 'my',
    folderId: null,
    slideCount: slides.length,
    duration: slides.length * 10,
    thumbnailUrl: null,
    creator: null,
    stockFrom: null,
    platformStock: false,
    originalPlaylistId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    canEdit: true,
    canDelete: true,
    slides: slides.map((slide) => ({
      id: slide.id,
      thumbnailUrl: null,
      data: { ...emptySlideData(), elements: slide.elements ?? [], actions: slide.actions ?? {} },
    })),
  };
}

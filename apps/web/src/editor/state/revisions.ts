import type { TPlaylist } from '@placard/contract';

/** Slides changed since their last save: slide id → the revision to save. */
export type DirtySlides = Readonly<Record<number, number>>;

export type Revisions = {
  /** `dirty` with every slide whose document changed between two playlists given a new revision. */
  bumped(dirty: DirtySlides, before: TPlaylist | null, after: TPlaylist): Record<number, number>;
};

/** Numbers the changes of slides, each newer than the last, so a save names the revision it sent. */
export function createRevisions(): Revisions {
  let last = 0;
  return {
    bumped(dirty, before, after) {
      const was = new Map(before?.slides.map((slide) => [slide.id, slide.data]));
      const next = { ...dirty };
      for (const slide of after.slides) {
        if (was.get(slide.id) !== slide.data) {
          last += 1;
          next[slide.id] = last;
        }
      }
      return next;
    },
  };
}

export function withoutSlides(dirty: DirtySlides, slideIds: readonly number[]): Record<number, number> {
  return Object.fromEntries(Object.entries(dirty).filter(([slideId]) => !slideIds.includes(Number(slideId))));
}

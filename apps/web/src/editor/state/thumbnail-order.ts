/**
 * Thumbnails are drawn and uploaded asynchronously, so a picture begun earlier could come back after
 * one begun later. Each picture takes a number as it begins; it is taken only when no picture of the
 * same slide begun later has been taken already, so an older picture never replaces a newer one.
 */
export type ThumbnailOrder = {
  /** The number of a picture beginning now. */
  begin(): number;
  /** Whether the picture numbered `ticket` of this slide is to be shown (and, if so, records it). */
  take(slideId: number, ticket: number): boolean;
};

export function createThumbnailOrder(): ThumbnailOrder {
  let begun = 0;
  const taken = new Map<number, number>();
  return {
    begin() {
      begun += 1;
      return begun;
    },
    take(slideId, ticket) {
      if ((taken.get(slideId) ?? 0) > ticket) return false;
      taken.set(slideId, ticket);
      return true;
    },
  };
}

import { useEffect, useState } from 'react';
import type { OwnSection, TMediaItem, TMediaListRequest } from '@placard/contract';
import { useMediaList } from '../../../api/media';

/** Typing settles this long before the library is searched. */
export const IMAGE_SEARCH_DELAY_MS = 300;
/** How many images (and as many GIFs) the chooser lists. */
export const IMAGE_CHOICES_MAX = 60;

/** The search term once typing has paused. */
export function useSettled(value: string, delayMs = IMAGE_SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function request(section: OwnSection, kind: 'image' | 'gif', searchTerm: string): TMediaListRequest {
  return {
    section,
    kind,
    searchTerm,
    folderId: null,
    limit: IMAGE_CHOICES_MAX,
    offset: 0,
    sort: 'date',
    order: 'desc',
  };
}

/** Newest first, ready files only (one still processing or broken cannot be shown). */
export function readyNewestFirst(items: readonly TMediaItem[]): TMediaItem[] {
  return items
    .filter((item) => item.status === 'ready')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The images and GIFs of a section of the media library matching a search. */
export function useImageChoices(section: OwnSection, searchTerm: string) {
  const images = useMediaList(request(section, 'image', searchTerm));
  const gifs = useMediaList(request(section, 'gif', searchTerm));
  const items = readyNewestFirst([...(images.data?.results ?? []), ...(gifs.data?.results ?? [])]);
  return {
    items,
    loading: images.isPending || gifs.isPending,
    failed: images.isError || gifs.isError,
  };
}

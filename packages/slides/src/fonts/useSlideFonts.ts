import { useEffect, useState } from 'react';
import { loadFonts } from '@placard/fonts';
import type { TSlideData } from '@placard/contract';
import { slideFonts } from './slideFonts';

/**
 * Loads the fonts of a slide (and of the overlay drawn over it) and tells whether they are ready.
 * A font that fails to load counts as ready: the text then shows in the fallback family.
 */
export function useSlideFonts(
  slide: Pick<TSlideData, 'elements'>,
  overlay: Pick<TSlideData, 'elements'> | null = null,
): boolean {
  const key = [...new Set([...slideFonts(slide), ...(overlay ? slideFonts(overlay) : [])])].sort().join(' ');
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (key === '') return;
    let current = true;
    const done = () => {
      if (current) setLoaded(key);
    };
    loadFonts(key.split(' ')).then(done, done);
    return () => {
      current = false;
    };
  }, [key]);
  return key === '' || loaded === key;
}

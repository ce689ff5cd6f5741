import type { CSSProperties } from 'react';
import type { MEDIA_FITS } from '@placard/contract';

/** A picture or video filling its element, fitted as the element says. */
export function mediaStyle(fit: (typeof MEDIA_FITS)[number], cornerRadius = 0): CSSProperties {
  return {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: fit,
    borderRadius: cornerRadius,
    userSelect: 'none',
  };
}

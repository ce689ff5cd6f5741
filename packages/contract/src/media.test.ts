import { describe, expect, it } from 'vitest';
import { translateMessage } from './catalog.js';
import { ERROR_CODES } from './errors.js';
import { LOCALES } from './locale.js';
import {
  MEDIA_ACCEPT,
  MEDIA_FORMATS,
  MEDIA_KINDS,
  MEDIA_MAX_BYTES,
  MEDIA_SIZE_LIMITS,
  ZMediaKind,
  isMediaTooLarge,
  mediaFormatOfFileName,
  mediaLimitMb,
} from './media.js';

const MB = 1024 * 1024;

describe('media upload rules (spec section 9)', () => {
  it('allow 100 MB for images, GIFs and PDFs and 250 MB for videos', () => {
    expect(MEDIA_SIZE_LIMITS).toEqual({ image: 100 * MB, gif: 100 * MB, video: 250 * MB, pdf: 100 * MB });
    expect(MEDIA_KINDS.map(mediaLimitMb)).toEqual([100, 100, 250, 100]);
    expect(MEDIA_MAX_BYTES).toBe(250 * MB);
  });

  it('count a file at the limit as allowed and one byte more as too large', () => {
    expect(isMediaTooLarge('image', 100 * MB)).toBe(false);
    expect(isMediaTooLarge('image', 100 * MB + 1)).toBe(true);
    expect(isMediaTooLarge('video', 250 * MB)).toBe(false);
    expect(isMediaTooLarge('video', 250 * MB + 1)).toBe(true);
  });

  it('accept JPG, PNG and SVG images, GIF, MP4 and WebM videos and PDF', () => {
    const table = Object.entries(MEDIA_FORMATS).map(([format, rule]) => [format, rule.kind, rule.mime]);
    expect(table).toEqual([
      ['jpg', 'image', 'image/jpeg'],
      ['png', 'image', 'image/png'],
      ['svg', 'image', 'image/svg+xml'],
      ['gif', 'gif', 'image/gif'],
      ['mp4', 'video', 'video/mp4'],
      ['webm', 'video', 'video/webm'],
      ['pdf', 'pdf', 'application/pdf'],
    ]);
    expect(ZMediaKind.options).toEqual(['image', 'gif', 'video', 'pdf']);
  });

  it('read the format a file name claims, ignoring case', () => {
    expect(mediaFormatOfFileName('a.jpg')).toBe('jpg');
    expect(mediaFormatOfFileName('Holiday.JPEG')).toBe('jpg');
    expect(mediaFormatOfFileName('logo.final.Svg')).toBe('svg');
    expect(mediaFormatOfFileName('clip.webm')).toBe('webm');
    expect(mediaFormatOfFileName('photo.png.exe')).toBeUndefined();
    expect(mediaFormatOfFileName('photo.webp')).toBeUndefined();
    expect(mediaFormatOfFileName('png')).toBeUndefined();
    expect(mediaFormatOfFileName('photo.')).toBeUndefined();
  });

  it('offer an accept list for file inputs', () => {
    expect(MEDIA_ACCEPT.split(',')).toEqual([
      'image/jpeg',
      '.jpg',
      '.jpeg',
      'image/png',
      '.png',
      'image/svg+xml',
      '.svg',
      'image/gif',
      '.gif',
      'video/mp4',
      '.mp4',
      'video/webm',
      '.webm',
      'application/pdf',
      '.pdf',
    ]);
  });
});

describe('media error messages (spec section 8)', () => {
  const codes = ERROR_CODES.filter(
    (code) =>
      code.startsWith('MEDIA_') ||
      code.startsWith('LIBRARY_') ||
      code === 'NAME_TAKEN' ||
      code === 'FOLDER_INVALID_MOVE',
  );

  it('exist for every media code in every language', () => {
    expect(codes).toEqual([
      'MEDIA_TYPE_NOT_ALLOWED',
      'MEDIA_TYPE_MISMATCH',
      'MEDIA_TOO_LARGE',
      'MEDIA_ONE_FILE',
      'MEDIA_IMAGE_TOO_BIG',
      'MEDIA_SVG_INVALID',
      'NAME_TAKEN',
      'LIBRARY_ITEM_LOCKED',
      'LIBRARY_ITEM_NOT_EDITABLE',
      'FOLDER_INVALID_MOVE',
    ]);
    for (const locale of LOCALES) {
      for (const code of codes) expect(translateMessage(locale, `errors.${code}`)).not.toBe(`errors.${code}`);
    }
  });

  it('name the size limit in MB', () => {
    const limit = { filesize: mediaLimitMb('video') };
    expect(translateMessage('en', 'errors.MEDIA_TOO_LARGE', limit)).toBe('The file is larger than 250 MB.');
    expect(translateMessage('es', 'errors.MEDIA_TOO_LARGE', limit)).toBe('El archivo supera los 250 MB.');
    expect(translateMessage('fr', 'errors.MEDIA_TOO_LARGE', limit)).toBe('Le fichier dépasse 250 Mo.');
    expect(translateMessage('sv', 'errors.MEDIA_TOO_LARGE', limit)).toBe('Filen är större än 250 MB.');
  });

  it('list the accepted types', () => {
    expect(translateMessage('en', 'errors.MEDIA_TYPE_NOT_ALLOWED')).toBe(
      'This file type is not supported. Upload JPG, PNG, SVG or GIF images, MP4 or WebM videos, or PDF files.',
    );
    for (const locale of LOCALES) {
      const message = translateMessage(locale, 'errors.MEDIA_TYPE_NOT_ALLOWED');
      for (const name of ['JPG', 'PNG', 'SVG', 'GIF', 'MP4', 'WebM', 'PDF'])
        expect(message, locale).toContain(name);
    }
  });
});

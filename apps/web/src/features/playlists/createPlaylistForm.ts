import { z } from 'zod';
import {
  ASPECT_TYPES,
  CUSTOM_RATIO_MAX,
  ZAspectType,
  ZPlaylistCreateRequest,
  type AspectType,
  type OwnSection,
  type TAspect,
} from '@placard/contract';
import { checkWithContract } from '../../components/form/checkWithContract';
import { parseWholeNumber } from '../../components/form/numbers';

/**
 * The new-playlist form holds what a person types (the custom ratio's sides as text); on submit it
 * becomes the contract's ZPlaylistCreateRequest, checked as the server checks it.
 */
export interface PlaylistFormValues {
  name: string;
  aspectType: AspectType;
  /** the custom ratio's sides, as typed */
  width: string;
  height: string;
}

export type TPlaylistCreate = z.output<typeof ZPlaylistCreateRequest>;

/** Where the new playlist goes: the section and folder shown. */
export interface PlaylistPlace {
  section: OwnSection;
  parentFolderId: number | null;
}

/** Landscape first, then portrait, then custom: the order of the choice. */
export const LANDSCAPE_ASPECTS = ['16:9', '16:10', '4:3'] as const satisfies readonly AspectType[];
export const PORTRAIT_ASPECTS = ['9:16', '10:16', '3:4'] as const satisfies readonly AspectType[];

/** A new playlist is 16:9 unless chosen otherwise; a custom ratio starts at 1:1. */
export const NEW_PLAYLIST_VALUES: PlaylistFormValues = {
  name: '',
  aspectType: '16:9',
  width: '1',
  height: '1',
};

/** The form's schema for playlists made in `place`; its output is the create request. */
export function playlistCreateSchema(place: PlaylistPlace) {
  return z
    .object({ name: z.string(), aspectType: ZAspectType, width: z.string(), height: z.string() })
    .transform((values, ctx) => {
      const custom = values.aspectType === 'custom';
      const width = custom ? parseWholeNumber(values.width) : undefined;
      const height = custom ? parseWholeNumber(values.height) : undefined;
      if (custom) {
        // the server would take a missing side as 1; the form asks for both
        if (width === undefined)
          ctx.addIssue({ code: 'custom', path: ['width'], message: 'validation.required' });
        if (height === undefined)
          ctx.addIssue({ code: 'custom', path: ['height'], message: 'validation.required' });
      }
      return checkWithContract(
        ZPlaylistCreateRequest,
        { name: values.name, aspectType: values.aspectType, width, height, ...place },
        ctx,
      );
    });
}

/** The aspect a choice shows while the form is filled in: a custom ratio as typed, 1:1 until it makes sense. */
export function previewAspect(values: Pick<PlaylistFormValues, 'aspectType' | 'width' | 'height'>): TAspect {
  if (values.aspectType !== 'custom') return { type: values.aspectType };
  const side = (text: string) => {
    const value = parseWholeNumber(text);
    return value !== undefined && value >= 1 && value <= CUSTOM_RATIO_MAX ? value : 1;
  };
  return { type: 'custom', width: side(values.width), height: side(values.height) };
}

export const isAspectType = (value: string): value is AspectType =>
  (ASPECT_TYPES as readonly string[]).includes(value);

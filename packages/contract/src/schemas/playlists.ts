import { z } from 'zod';
import { zName } from '../fields.js';
import { zId, zIdParam, zIds } from '../ids.js';
import { ZSlideAnimation } from '../slides/animation.js';
import { ZAspect, ZAspectType, CUSTOM_RATIO_MAX, zColor } from '../slides/canvas.js';
import {
  SLIDE_DURATION_MAX_SECONDS,
  SLIDE_DURATION_MIN_SECONDS,
  ZActions,
  ZSlideData,
  zSlideId,
} from '../slides/document.js';
import { ZMediaFolder, ZMediaPerson, ZMediaSection, ZOwnSection, zFolderName } from './media.js';
import { SEARCH_MAX_LENGTH } from './organizations.js';
import { zText } from '../text-rule.js';

/**
 * Playlists and templates (spec sections 3, 4 and 7). Section 7 lists the playlist calls: POST under
 * /api/playlist with a JSON body. Templates follow the same style under /api/template.
 */

export const PLAYLIST_NAME_MAX_LENGTH = 100;
export const PLAYLIST_SLIDES_MAX = 500;
export const PLAYLIST_PAGE_MAX = 200;
export const PLAYLIST_SELECTION_MAX = 500;
/** A shared playlist's edit lock lasts this long without a keep-alive from the editor. */
export const PLAYLIST_LOCK_TTL_MS = 60_000;
/** How often an open editor renews its lock. */
export const PLAYLIST_LOCK_RENEW_MS = 20_000;

export const zPlaylistName = zName(PLAYLIST_NAME_MAX_LENGTH);

const zSelection = zIds(PLAYLIST_SELECTION_MAX);
const zFolderId = zId.nullable();
/** A slide's place in its playlist, 0-based. */
const zSlideNumber = z.number().int().min(0).max(PLAYLIST_SLIDES_MAX);
const zDuration = z.number().int().min(SLIDE_DURATION_MIN_SECONDS).max(SLIDE_DURATION_MAX_SECONDS);

export const PLAYLIST_KINDS = ['playlist', 'template'] as const;
export type PlaylistKind = (typeof PLAYLIST_KINDS)[number];

/** One slide as stored: its id, its document and the thumbnail the editor made of it. */
export const ZSlide = z.object({
  id: z.number().int(),
  data: ZSlideData,
  thumbnailUrl: z.string().nullable(),
});
export type TSlide = z.infer<typeof ZSlide>;

/** Everything about a playlist but its slides. */
export const ZPlaylistSummary = z.object({
  id: z.number().int(),
  kind: z.enum(PLAYLIST_KINDS),
  name: z.string(),
  aspect: ZAspect,
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  /** the slide shown over every other slide, or none */
  overlay: z.object({ slideId: z.number().int() }).nullable(),
  section: ZMediaSection,
  folderId: z.number().int().nullable(),
  slideCount: z.number().int(),
  /** seconds, over the slides that play (the overlay slide does not play on its own) */
  duration: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  creator: ZMediaPerson.nullable(),
  stockFrom: z.object({ organizationId: z.number().int(), name: z.string() }).nullable(),
  platformStock: z.boolean(),
  /** for a stock copy: the playlist it was copied from */
  originalPlaylistId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type TPlaylistSummary = z.infer<typeof ZPlaylistSummary>;

export const ZPlaylist = ZPlaylistSummary.extend({ slides: z.array(ZSlide) });
export type TPlaylist = z.infer<typeof ZPlaylist>;

/** Playlist folders have the media library's folder shape. */
export const ZPlaylistFolder = ZMediaFolder;
export type TPlaylistFolder = z.infer<typeof ZPlaylistFolder>;

const zPath = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const ZPlaylistIdRequest = z.object({ playlistId: zId });

/** /playlist/list: every playlist the caller may assign or open (My and Shared), newest first. */
export const ZPlaylistListRequest = z.object({ publishedOnly: z.boolean().default(false) });
export const ZPlaylistList = z.object({ results: z.array(ZPlaylistSummary) });
export type TPlaylistList = z.infer<typeof ZPlaylistList>;

/** /playlist/search: by name within a section (searching spans the section, whatever the folder). */
export const ZPlaylistSearchRequest = z.object({
  section: ZMediaSection.default('my'),
  parentFolderId: zFolderId.default(null),
  searchTerm: zText().trim().max(SEARCH_MAX_LENGTH).default(''),
  limit: z.number().int().min(1).max(PLAYLIST_PAGE_MAX).default(60),
  offset: z.number().int().min(0).default(0),
  type: z.enum(PLAYLIST_KINDS).default('playlist'),
});
export type TPlaylistSearchRequest = z.input<typeof ZPlaylistSearchRequest>;

export const ZPlaylistSearch = z.object({
  totalCount: z.number().int(),
  results: z.array(ZPlaylistSummary),
  /** the folders in the listed folder (none while searching or in Stock) */
  folders: z.array(ZPlaylistFolder),
  path: zPath,
});
export type TPlaylistSearch = z.infer<typeof ZPlaylistSearch>;

/** /playlist/listMyPlaylists and /playlist/listOrgPlaylists. */
export const ZPlaylistFolderListRequest = z.object({
  parentFolderId: zFolderId.default(null),
  count: z.number().int().min(1).max(PLAYLIST_PAGE_MAX).default(PLAYLIST_PAGE_MAX),
  includeFolders: z.boolean().default(true),
  /** list the playlists of every folder, not only the one given */
  ignoreFolderLevels: z.boolean().default(false),
});
export type TPlaylistFolderListRequest = z.input<typeof ZPlaylistFolderListRequest>;

export const ZStockPlaylistRequest = z.object({
  filter: zText().trim().max(SEARCH_MAX_LENGTH).default(''),
  count: z.number().int().min(1).max(PLAYLIST_PAGE_MAX).default(PLAYLIST_PAGE_MAX),
});

export const ZAspectRequestFields = {
  aspectType: ZAspectType,
  /** for a custom ratio */
  width: z.number().int().min(1).max(CUSTOM_RATIO_MAX).optional(),
  height: z.number().int().min(1).max(CUSTOM_RATIO_MAX).optional(),
};

/**
 * Spec section 7 names the shape `aspect` ({name, aspect, parentFolderId}); `aspectType`, the name
 * /playlist/updateAspect uses, is taken too. Either one is read into aspectType.
 */
export const ZPlaylistCreateRequest = z
  .object({
    name: zPlaylistName,
    ...ZAspectRequestFields,
    aspectType: ZAspectType.optional(),
    aspect: ZAspectType.optional(),
    section: ZOwnSection.default('my'),
    parentFolderId: zFolderId.default(null),
  })
  .transform(({ aspect, aspectType, ...request }, context) => {
    if (aspect && aspectType && aspect !== aspectType) {
      context.addIssue({ code: 'custom', path: ['aspect'], message: 'validation.invalidValue' });
      return z.NEVER;
    }
    const chosen = aspectType ?? aspect;
    if (!chosen) {
      context.addIssue({ code: 'custom', path: ['aspect'], message: 'validation.required' });
      return z.NEVER;
    }
    return { ...request, aspectType: chosen };
  });
export type TPlaylistCreateRequest = z.input<typeof ZPlaylistCreateRequest>;
export const ZCreatedId = z.object({ id: z.number().int() });

export const ZSlideCreateRequest = z.object({
  playlistId: zId,
  slideData: ZSlideData.optional(),
  /** where to insert it; the end by default */
  index: zSlideNumber.optional(),
});

export const ZSlideNumberRequest = z.object({ playlistId: zId, slideNumber: zSlideNumber });
export const ZSlideIdRequest = z.object({ playlistId: zId, slideId: zSlideId });

/** What a change to the slide list answers: the playlist as it is now, and the slide to select. */
export const ZSlidesChanged = z.object({ playlist: ZPlaylist, selectedSlideId: z.number().int().nullable() });
export type TSlidesChanged = z.infer<typeof ZSlidesChanged>;

export const ZDuplicatedSlide = ZSlidesChanged.extend({ newSlideId: z.number().int() });

export const ZSlideUpdateRequest = z.object({
  playlistId: zId,
  slideNumber: zSlideNumber,
  slideData: ZSlideData,
});
export type TSlideUpdateRequest = z.input<typeof ZSlideUpdateRequest>;

export const ZSlideBackgroundRequest = z.discriminatedUnion('backgroundType', [
  z.object({ playlistId: zId, slideId: zSlideId, backgroundType: z.literal('color'), background: zColor }),
  /** the media library item's id */
  z.object({ playlistId: zId, slideId: zSlideId, backgroundType: z.literal('image'), background: zId }),
]);
export type TSlideBackgroundRequest = z.input<typeof ZSlideBackgroundRequest>;

export const ZAspectUpdateRequest = z.object({ playlistId: zId, ...ZAspectRequestFields });
export type TAspectUpdateRequest = z.input<typeof ZAspectUpdateRequest>;

export const ZSlideDurationRequest = z.object({ playlistId: zId, slideId: zSlideId, duration: zDuration });
export const ZAllDurationsRequest = z.object({ playlistId: zId, duration: zDuration });

export const ZSlideAnimationRequest = z.object({
  playlistId: zId,
  slideId: zSlideId,
  animation: ZSlideAnimation,
  applyToAll: z.boolean().default(false),
});
export type TSlideAnimationRequest = z.input<typeof ZSlideAnimationRequest>;

export const ZSlideActionsRequest = z.object({
  playlistId: zId,
  slideId: zSlideId,
  actionData: z.object({ actions: ZActions, hotCorners: z.boolean() }),
});
export type TSlideActionsRequest = z.input<typeof ZSlideActionsRequest>;

export const ZSlideOverlayRequest = z.object({
  playlistId: zId,
  overlayData: z.object({ slideId: zSlideId.nullable() }),
});

export const ZSlideIndexRequest = z.object({
  playlistId: zId,
  slideId: zSlideId,
  newIndex: zSlideNumber,
  oldIndex: zSlideNumber,
});

/** Multipart fields of /playlist/updateSlideThumbnail (the image is the file part "thumbnail"). */
export const ZSlideThumbnailFields = z.object({
  playlistId: zIdParam,
  slideNumber: z.coerce.number().int().min(0).max(PLAYLIST_SLIDES_MAX),
});
export const ZThumbnailUrl = z.object({ thumbnailUrl: z.string() });
/** A slide thumbnail is small: 256 px JPEG. */
export const SLIDE_THUMBNAIL_MAX_BYTES = 512 * 1024;

export const ZPlaylistRenameRequest = z.object({ playlistId: zId, name: zPlaylistName });

export const ZPlaylistSelection = z
  .object({ playlistIds: zSelection.default([]), folderIds: zSelection.default([]) })
  .refine((value) => value.playlistIds.length + value.folderIds.length > 0, {
    error: 'validation.required',
    path: ['playlistIds'],
  });
export type TPlaylistSelection = z.input<typeof ZPlaylistSelection>;

/** /playlist/remove uses `ids` for playlists (spec section 7). */
export const ZPlaylistRemoveRequest = z
  .object({ ids: zSelection.default([]), folderIds: zSelection.default([]) })
  .refine((value) => value.ids.length + value.folderIds.length > 0, {
    error: 'validation.required',
    path: ['ids'],
  });
export type TPlaylistRemoveRequest = z.input<typeof ZPlaylistRemoveRequest>;

/** /playlist/moveToFolder: one playlist (or, with movingFolder, one folder) into a folder or the top. */
export const ZPlaylistMoveRequest = z.object({
  fileId: zId,
  parentFolder: zFolderId,
  movingFolder: z.boolean().default(false),
});
export type TPlaylistMoveRequest = z.input<typeof ZPlaylistMoveRequest>;

export const ZPlaylistCopyToStockRequest = z
  .object({
    playlistIds: zIds(PLAYLIST_SELECTION_MAX).min(1),
    orgShareIds: zSelection.default([]),
    platform: z.boolean().default(false),
  })
  .refine((value) => value.platform || value.orgShareIds.length > 0, {
    error: 'validation.required',
    path: ['orgShareIds'],
  });
export type TPlaylistCopyToStockRequest = z.input<typeof ZPlaylistCopyToStockRequest>;

export const ZPlaylistCount = z.object({ count: z.number().int() });

/** /playlist/assignTemplate: the template's slide replaces the contents of the current slide. */
export const ZAssignTemplateRequest = z.object({
  playlistId: zId,
  templateId: zId,
  currentSlideId: zSlideId,
});

/** Spec section 4: lock status answers whether someone else is editing, and who. */
export const ZLockStatus = z.object({
  locked: z.boolean(),
  userName: z.string().nullable(),
  /** whether the lock is the caller's own (their editor holds it) */
  mine: z.boolean(),
});
export type TLockStatus = z.infer<typeof ZLockStatus>;

export const ZPlaylistFolderCreateRequest = z.object({
  name: zFolderName,
  section: ZOwnSection.default('my'),
  parentFolderId: zFolderId.default(null),
});
export const ZPlaylistFolderRenameRequest = z.object({ id: zId, name: zFolderName });

/** Templates: a playlist of one slide, listed with the media library's Templates. */
export const ZTemplateCreateRequest = z.object({
  name: zPlaylistName,
  /** the slide to make a template of */
  playlistId: zId,
  slideId: zSlideId,
});
export const ZTemplateListRequest = z.object({
  section: ZMediaSection.default('my'),
  searchTerm: zText().trim().max(SEARCH_MAX_LENGTH).default(''),
  limit: z.number().int().min(1).max(PLAYLIST_PAGE_MAX).default(60),
  offset: z.number().int().min(0).default(0),
});
export type TTemplateListRequest = z.input<typeof ZTemplateListRequest>;
export const ZTemplateList = z.object({ totalCount: z.number().int(), results: z.array(ZPlaylistSummary) });
export type TTemplateList = z.infer<typeof ZTemplateList>;
/** Who holds stock copies of a playlist, and withdrawing them (as for media). */
export const ZPlaylistStockRecipientsRequest = z.object({ playlistId: zId });
export const ZPlaylistStockUnshareRequest = z
  .object({
    playlistIds: zIds(PLAYLIST_SELECTION_MAX).min(1),
    organizationId: zId.optional(),
    platform: z.boolean().default(false),
  })
  .refine((value) => value.platform || value.organizationId !== undefined, {
    error: 'validation.required',
    path: ['organizationId'],
  });
export const ZPlaylistStockUnshareAllRequest = z.object({
  playlistIds: zIds(PLAYLIST_SELECTION_MAX).min(1),
});

/** Build the aspect of a create or update request. */
export function aspectOf(request: {
  aspectType: z.infer<typeof ZAspectType>;
  width?: number;
  height?: number;
}) {
  return ZAspect.parse(
    request.aspectType === 'custom'
      ? { type: 'custom', width: request.width, height: request.height }
      : { type: request.aspectType },
  );
}

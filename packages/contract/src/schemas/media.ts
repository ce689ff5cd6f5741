import { z } from 'zod';
import { zName } from '../fields.js';
import { zId, zIdParam, zIds } from '../ids.js';
import { zText } from '../text-rule.js';
import { MEDIA_FORMATS, ZMediaKind, type MediaFormat } from '../media.js';
import { SEARCH_MAX_LENGTH } from './organizations.js';
import { ZMediaOrigin } from './media-origin.js';

/**
 * The media library (spec sections 2, 3 and 4). The spec does not show these calls; they follow
 * section 7's style: POST with a JSON body under /api/media, answering 200 with the result.
 */

/** My (private to its creator), Shared (the whole organization) and Stock (given by a parent or the platform). */
export const MEDIA_SECTIONS = ['my', 'shared', 'stock'] as const;
export type MediaSection = (typeof MEDIA_SECTIONS)[number];
export const ZMediaSection = z.enum(MEDIA_SECTIONS);

/** Folders and uploads live in My or Shared; Stock holds copies only. */
export const ZOwnSection = z.enum(['my', 'shared']);
export type OwnSection = z.infer<typeof ZOwnSection>;

export const MEDIA_SORTS = ['name', 'date', 'size'] as const;
export const ZMediaSort = z.enum(MEDIA_SORTS);
export type MediaSort = z.infer<typeof ZMediaSort>;
export const ZSortOrder = z.enum(['asc', 'desc']);

/** Processing: a file is stored at once; its thumbnail, dimensions, duration or pages follow. */
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export const ZMediaStatus = z.enum(MEDIA_STATUSES);
export type MediaStatus = z.infer<typeof ZMediaStatus>;

/** Why processing failed: the file could not be read as what its bytes said it was. */
export const MEDIA_FAILURES = ['UNREADABLE_IMAGE', 'UNREADABLE_VIDEO', 'UNREADABLE_PDF'] as const;
export const ZMediaFailure = z.enum(MEDIA_FAILURES);
export type MediaFailure = z.infer<typeof ZMediaFailure>;

/** What could not be made because a tool is missing on the server; the item itself is usable. */
export const MEDIA_NOTES = ['NO_VIDEO_TOOLS', 'NO_PDF_TOOLS'] as const;
export const ZMediaNote = z.enum(MEDIA_NOTES);
export type MediaNote = z.infer<typeof ZMediaNote>;

export const MEDIA_NAME_MAX_LENGTH = 200;
export const FOLDER_NAME_MAX_LENGTH = 100;
/** The most items one page of the library lists. */
export const MEDIA_PAGE_MAX = 200;
/** The most items or folders one call acts on. */
export const MEDIA_SELECTION_MAX = 500;
/** PDF pages rendered as images for preview and for slides. */
export const MEDIA_PDF_PAGES_MAX = 50;

const zSelection = zIds(MEDIA_SELECTION_MAX);
const zFolderId = zId.nullable();

export const zMediaName = zName(MEDIA_NAME_MAX_LENGTH);
export const zFolderName = zName(FOLDER_NAME_MAX_LENGTH);

export const ZMediaPerson = z.object({ id: z.number().int(), fullname: z.string() });

export const ZMediaItem = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: ZMediaKind,
  format: z.enum(Object.keys(MEDIA_FORMATS) as [MediaFormat, ...MediaFormat[]]),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** immutable, cacheable address of the file itself */
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
  /** PDF pages as images, first page first (at most MEDIA_PDF_PAGES_MAX) */
  pages: z.array(z.string()),
  status: ZMediaStatus,
  failure: ZMediaFailure.nullable(),
  notes: z.array(ZMediaNote),
  section: ZMediaSection,
  folderId: z.number().int().nullable(),
  locked: z.boolean(),
  uneditableWhenShared: z.boolean(),
  creator: ZMediaPerson.nullable(),
  /** stock copies: the organization that gave it, and whether it is platform-wide */
  stockFrom: z.object({ organizationId: z.number().int(), name: z.string() }).nullable(),
  platformStock: z.boolean(),
  /** a stock photo or GIF imported from an outside provider: whose it is and where it came from */
  origin: ZMediaOrigin.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** what the caller may do with it (the server refuses the rest) */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type TMediaItem = z.infer<typeof ZMediaItem>;

export const ZMediaFolder = z.object({
  id: z.number().int(),
  name: z.string(),
  section: ZOwnSection,
  parentId: z.number().int().nullable(),
  creator: ZMediaPerson.nullable(),
  createdAt: z.string(),
  canEdit: z.boolean(),
});
export type TMediaFolder = z.infer<typeof ZMediaFolder>;

export const ZMediaListRequest = z.object({
  section: ZMediaSection,
  /** the folder to list; null is the section's top level. Ignored while searching (search spans the section). */
  folderId: zFolderId.default(null),
  kind: ZMediaKind.optional(),
  searchTerm: zText().trim().max(SEARCH_MAX_LENGTH).default(''),
  sort: ZMediaSort.default('date'),
  order: ZSortOrder.default('desc'),
  limit: z.number().int().min(1).max(MEDIA_PAGE_MAX).default(60),
  offset: z.number().int().min(0).default(0),
});
export type TMediaListRequest = z.input<typeof ZMediaListRequest>;

export const ZMediaList = z.object({
  /** items matching, over all pages */
  totalCount: z.number().int(),
  results: z.array(ZMediaItem),
  /** the folders inside the listed folder (none while searching or in Stock) */
  folders: z.array(ZMediaFolder),
  /** from the top level down to the listed folder */
  path: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TMediaList = z.infer<typeof ZMediaList>;

export const ZMediaIdRequest = z.object({ id: zId });

export const ZMediaInfo = ZMediaItem.extend({
  /** the playlists whose slides use this item (a delete warns with their names) */
  usedBy: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TMediaInfo = z.infer<typeof ZMediaInfo>;

export const ZMediaRenameRequest = z.object({ id: zId, name: zMediaName });
export const ZFolderRenameRequest = z.object({ id: zId, name: zFolderName });

export const ZFolderCreateRequest = z.object({
  name: zFolderName,
  section: ZOwnSection.default('my'),
  parentFolderId: zFolderId.default(null),
});
export type TFolderCreateRequest = z.input<typeof ZFolderCreateRequest>;

/** Items and folders acted on together; at least one of either. */
export const ZMediaSelection = z
  .object({ ids: zSelection.default([]), folderIds: zSelection.default([]) })
  .refine((value) => value.ids.length + value.folderIds.length > 0, {
    error: 'validation.required',
    path: ['ids'],
  });
export type TMediaSelection = z.input<typeof ZMediaSelection>;

export const ZMediaMoveRequest = z
  .object({ ids: zSelection.default([]), folderIds: zSelection.default([]), parentFolderId: zFolderId })
  .refine((value) => value.ids.length + value.folderIds.length > 0, {
    error: 'validation.required',
    path: ['ids'],
  });
export type TMediaMoveRequest = z.input<typeof ZMediaMoveRequest>;

export const ZMediaCount = z.object({ count: z.number().int() });

export const ZMediaFlagsRequest = z
  .object({ id: zId, locked: z.boolean().optional(), uneditableWhenShared: z.boolean().optional() })
  .refine((value) => value.locked !== undefined || value.uneditableWhenShared !== undefined, {
    error: 'validation.required',
    path: ['locked'],
  });

/** Stock copies for chosen sub-organizations, or for every organization of the platform (root only). */
export const ZCopyToStockRequest = z
  .object({
    mediaIds: zIds(MEDIA_SELECTION_MAX).min(1),
    orgShareIds: zSelection.default([]),
    platform: z.boolean().default(false),
  })
  .refine((value) => value.platform || value.orgShareIds.length > 0, {
    error: 'validation.required',
    path: ['orgShareIds'],
  });
export type TCopyToStockRequest = z.input<typeof ZCopyToStockRequest>;

export const ZStockRecipientsRequest = z.object({ mediaId: zId });
export const ZStockRecipients = z.object({
  recipients: z.array(z.object({ organizationId: z.number().int(), name: z.string() })),
  platform: z.boolean(),
});
export type TStockRecipients = z.infer<typeof ZStockRecipients>;

/** Withdraw the stock copies of these items from one organization (or, with platform, the platform's). */
export const ZStockUnshareRequest = z
  .object({
    mediaIds: zIds(MEDIA_SELECTION_MAX).min(1),
    organizationId: zId.optional(),
    platform: z.boolean().default(false),
  })
  .refine((value) => value.platform || value.organizationId !== undefined, {
    error: 'validation.required',
    path: ['organizationId'],
  });

/** unshare_all_stock_media: withdraw every stock copy of these items, everywhere. */
export const ZStockUnshareAllRequest = z.object({ mediaIds: zIds(MEDIA_SELECTION_MAX).min(1) });

export const ZMediaUsage = z.object({ usedBytes: z.number(), itemCount: z.number().int() });
export type TMediaUsage = z.infer<typeof ZMediaUsage>;

/** tus Upload-Metadata an upload carries (values are strings on the wire). */
export const ZUploadMetadata = z.object({
  filename: zText().trim().min(1).max(255),
  filetype: zText().max(255).nullish(),
  section: ZOwnSection.default('my'),
  /** the folder's id; empty or absent for the section's top level */
  folderId: z
    .union([zIdParam, z.literal(''), z.null(), z.undefined()])
    .transform((value) => (typeof value === 'number' ? value : undefined))
    .optional(),
});

/** Where uploads go: the tus endpoint (creation, resumption, termination). */
export const MEDIA_UPLOAD_PATH = '/api/media/uploads';

/** Every folder of a section the caller sees (for choosing where to move things). */
export const ZFolderTreeRequest = z.object({ section: ZOwnSection });
export const ZFolderTree = z.object({ folders: z.array(ZMediaFolder) });
export type TFolderTree = z.infer<typeof ZFolderTree>;

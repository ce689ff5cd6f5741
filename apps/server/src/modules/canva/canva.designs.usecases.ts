import {
  ZCanvaCreateRequest,
  ZCanvaDesignsRequest,
  type TCanvaCreateRequest,
  type TCanvaDesign,
  type TCanvaDesigns,
  type TCanvaDesignsRequest,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { createSafeFetch } from '../../platform/fetch/safe-fetch.js';
import { AppError } from '../../platform/http/app-error.js';
import { tokenCipher } from '../../platform/secrets/token-cipher.js';
import type { CanvaDesign } from './canva.api.js';
import { withCanvaToken } from './canva.connections.js';
import { requireCanva, type CanvaCaller } from './canva.setup.js';

/** Where the web asks for a design's thumbnail: through Placard, which alone reads Canva's address. */
export const CANVA_THUMBNAIL_PATH = '/api/canva/thumbnail';
const THUMBNAIL_TYPES = ['image/png', 'image/jpeg'];
const THUMBNAIL_MAX_BYTES = 4 * 1024 * 1024;

/** The sizes of a new design: a landscape or a portrait full-HD screen. */
const NEW_DESIGN_SIZES = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
} as const;

/**
 * The address of a design's thumbnail for the web: Canva's address sealed with the user's id, so that
 * Placard only ever reads addresses Canva gave it, for the user they were given to.
 */
function thumbnailAddress(deps: Pick<Deps, 'config'>, userId: number, url: string | null): string | null {
  if (url === null) return null;
  const sealed = tokenCipher(deps.config).seal(JSON.stringify({ userId, url }));
  return `${CANVA_THUMBNAIL_PATH}?t=${sealed}`;
}

export function presentDesign(deps: Pick<Deps, 'config'>, userId: number, design: CanvaDesign): TCanvaDesign {
  return {
    id: design.id,
    title: design.title,
    thumbnailUrl: thumbnailAddress(deps, userId, design.thumbnailUrl),
    editUrl: design.editUrl,
    viewUrl: design.viewUrl,
    pageCount: design.pageCount,
    updatedAt: design.updatedAt?.toISOString() ?? null,
  };
}

/** A page of the caller's designs, all or those matching a search. */
export async function listDesigns(
  deps: Deps,
  caller: CanvaCaller,
  input: TCanvaDesignsRequest,
): Promise<TCanvaDesigns> {
  const request = ZCanvaDesignsRequest.parse(input);
  const api = requireCanva(deps, caller);
  const page = await withCanvaToken(deps, api, caller.user.id, (token) => api.designs(token, request));
  return {
    designs: page.designs.map((design) => presentDesign(deps, caller.user.id, design)),
    continuation: page.continuation,
  };
}

/** A new design of a screen's size in the caller's Canva account, to open in Canva. */
export async function createDesign(
  deps: Deps,
  caller: CanvaCaller,
  input: TCanvaCreateRequest,
): Promise<{ design: TCanvaDesign }> {
  const request = ZCanvaCreateRequest.parse(input);
  const api = requireCanva(deps, caller);
  const size = NEW_DESIGN_SIZES[request.shape];
  const design = await withCanvaToken(deps, api, caller.user.id, (token) =>
    api.createDesign(token, { title: request.title, ...size }),
  );
  return { design: presentDesign(deps, caller.user.id, design) };
}

/** A design's thumbnail, read from Canva's address sealed in `sealed` for this caller. */
export async function designThumbnail(
  deps: Deps,
  caller: CanvaCaller,
  sealed: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  requireCanva(deps, caller);
  let url: string;
  try {
    const opened = JSON.parse(tokenCipher(deps.config).open(sealed)) as { userId: number; url: string };
    if (opened.userId !== caller.user.id) throw new Error('another user’s thumbnail');
    url = opened.url;
  } catch {
    throw new AppError('NOT_FOUND');
  }
  try {
    const fetched = await createSafeFetch({ allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE }).fetchBytes(
      url,
      {
        accept: THUMBNAIL_TYPES,
        maxBytes: THUMBNAIL_MAX_BYTES,
      },
    );
    return { bytes: fetched.body, contentType: fetched.contentType };
  } catch (error) {
    deps.log.warn({ err: error }, 'a Canva thumbnail could not be read');
    throw new AppError('NOT_FOUND', { cause: error });
  }
}

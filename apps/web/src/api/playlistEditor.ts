import type { z } from 'zod';
import type {
  TAspectUpdateRequest,
  TLockStatus,
  TPlaylist,
  TPlaylistSummary,
  TSlide,
  TSlideActionsRequest,
  TSlideAnimationRequest,
  TSlideBackgroundRequest,
  TSlidesChanged,
  TSlideUpdateRequest,
  TTemplateList,
  TTemplateListRequest,
  ZAssignTemplateRequest,
  ZDuplicatedSlide,
  ZSlideCreateRequest,
  ZSlideIndexRequest,
  ZTemplateCreateRequest,
} from '@placard/contract';
import { api, type RequestOptions } from './client';

const post = <T>(path: string, body: unknown, options?: RequestOptions) =>
  api.post<T>(`/playlist/${path}`, body, options);

/** The editor's calls (spec section 7, Playlists): slides by place (slideNumber) or id. */
export const playlistEditorApi = {
  info: (playlistId: number, signal?: AbortSignal) => post<TPlaylist>('info', { playlistId }, { signal }),
  lock: (playlistId: number) => post<TLockStatus>('lock', { playlistId }),
  unlock: (playlistId: number) => post<TLockStatus>('unlock', { playlistId }),
  lockStatus: (playlistId: number) => post<TLockStatus>('lockStatus', { playlistId }),
  createSlide: (body: z.input<typeof ZSlideCreateRequest>) => post<TSlidesChanged>('slide/create', body),
  removeSlide: (playlistId: number, slideNumber: number) =>
    post<TSlidesChanged>('removeSlide', { playlistId, slideNumber }),
  duplicateSlide: (playlistId: number, slideNumber: number) =>
    post<z.infer<typeof ZDuplicatedSlide>>('duplicateSlide', { playlistId, slideNumber }),
  moveSlide: (body: z.input<typeof ZSlideIndexRequest>) => post<TSlidesChanged>('updateSlideIndex', body),
  updateSlide: (body: TSlideUpdateRequest) => post<TSlide>('updateSlide', body),
  background: (body: TSlideBackgroundRequest) => post<TSlide>('updateSlideBackground', body),
  aspect: (body: TAspectUpdateRequest) => post<TPlaylistSummary>('updateAspect', body),
  slideDuration: (playlistId: number, slideId: number, duration: number) =>
    post<TSlide>('updateSlideDuration', { playlistId, slideId, duration }),
  allDurations: (playlistId: number, duration: number) =>
    post<TPlaylist>('update/slides/all/duration', { playlistId, duration }),
  animation: (body: TSlideAnimationRequest) => post<TPlaylist>('updateSlideAnimation', body),
  actions: (body: TSlideActionsRequest) => post<TSlide>('updateSlideActions', body),
  overlay: (playlistId: number, slideId: number | null) =>
    post<TPlaylistSummary>('updateSlideOverlay', { playlistId, overlayData: { slideId } }),
  rename: (playlistId: number, name: string) => post<TPlaylistSummary>('rename', { playlistId, name }),
  publish: (playlistId: number) => post<TPlaylistSummary>('publish', { playlistId }),
  assignTemplate: (body: z.input<typeof ZAssignTemplateRequest>) => post<TSlide>('assignTemplate', body),
  /** the fields go before the file, so the server reads them first */
  thumbnail: (playlistId: number, slideNumber: number, image: Blob) => {
    const form = new FormData();
    form.append('playlistId', String(playlistId));
    form.append('slideNumber', String(slideNumber));
    form.append('thumbnail', image, 'thumbnail.jpg');
    return post<{ thumbnailUrl: string }>('updateSlideThumbnail', form);
  },
  createTemplate: (body: z.input<typeof ZTemplateCreateRequest>) =>
    api.post<TPlaylistSummary>('/template/create', body),
  templates: (body: TTemplateListRequest, signal?: AbortSignal) =>
    api.post<TTemplateList>('/template/list', body, { signal }),
};

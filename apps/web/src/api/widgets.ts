import type {
  TPlaceSearchRequest,
  TPlaceSearchResult,
  TWebsiteCheck,
  TWidgetPreview,
  TWidgetPreviewRequest,
} from '@placard/contract';
import { api } from './client';

/** The editor's widget calls: a widget's live data, a weather place search, a website's embed check. */
export const widgetsApi = {
  preview: (body: TWidgetPreviewRequest, signal?: AbortSignal) =>
    api.post<TWidgetPreview>('/widget/preview', body, { signal }),
  places: (body: TPlaceSearchRequest, signal?: AbortSignal) =>
    api.post<TPlaceSearchResult>('/widget/weather/places', body, { signal }),
  /** resolves for a page that can be framed; a refused one is a 422 WEBSITE_NOT_EMBEDDABLE (why under `url`) */
  checkWebsite: (url: string) => api.post<TWebsiteCheck>('/widget/website/check', { url }),
};

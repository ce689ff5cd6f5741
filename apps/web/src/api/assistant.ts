import { useQuery } from '@tanstack/react-query';
import {
  ZAssistantEvent,
  type TAssistantEvent,
  type TAssistantRequest,
  type TAssistantStatus,
} from '@placard/contract';
import { api, postStream } from './client';
import { queryKeys } from './queryKeys';

/** The AI content assistant's calls. */
export const assistantApi = {
  status: (playlistId: number) => api.get<TAssistantStatus>(`/assistant/status?playlistId=${playlistId}`),
  /**
   * Runs an action, handing each event of its stream to `onEvent` (lines that are not events are
   * skipped); resolves when the stream ends. Aborting `signal` cancels it, and the server returns the
   * credits.
   */
  run: (request: TAssistantRequest, onEvent: (event: TAssistantEvent) => void, signal: AbortSignal) =>
    postStream(
      '/assistant/run',
      request,
      (line) => {
        const event = ZAssistantEvent.safeParse(line);
        if (event.success) onEvent(event.data);
      },
      { signal },
    ),
};

/** Whether the assistant may be used in this playlist's editor, its prices and the balance. */
export function useAssistantStatus(playlistId: number) {
  return useQuery({
    queryKey: queryKeys.assistantStatus(playlistId),
    queryFn: () => assistantApi.status(playlistId),
    staleTime: 60_000,
  });
}

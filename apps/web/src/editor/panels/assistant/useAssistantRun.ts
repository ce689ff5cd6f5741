import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAssistantRequest, TAssistantResult, TCredits } from '@placard/contract';
import { assistantApi } from '../../../api/assistant';
import { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

/** About how long the server takes to return a cancelled run's credits. */
const REFUND_SETTLE_MS = 1000;

/** Where a run of the assistant is: idle (or done), answering (how much, which attempt), failed or cancelled. */
export type AssistantRun =
  | { phase: 'idle' }
  | { phase: 'running'; characters: number; attempt: number }
  | { phase: 'failed'; code: string; message: string }
  | { phase: 'cancelled' };

/**
 * Runs the assistant's actions one at a time: follows the stream's progress, keeps the balance the
 * server reports, hands the result to `onResult`, and cancels on request or when the panel goes away
 * (the server returns the credits).
 */
export function useAssistantRun(playlistId: number) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<AssistantRun>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const showCredits = useCallback(
    (credits: TCredits) =>
      queryClient.setQueryData(queryKeys.assistantStatus(playlistId), (status: unknown) =>
        status && typeof status === 'object' ? { ...status, credits } : status,
      ),
    [queryClient, playlistId],
  );

  const start = useCallback(
    async (request: TAssistantRequest, onResult: (result: TAssistantResult) => void) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setRun({ phase: 'running', characters: 0, attempt: 1 });
      let ended = false;
      try {
        await assistantApi.run(
          request,
          (event) => {
            if (event.type === 'started') showCredits(event.credits);
            if (event.type === 'progress')
              setRun({ phase: 'running', characters: event.characters, attempt: event.attempt });
            if (event.type === 'result') {
              ended = true;
              showCredits(event.credits);
              setRun({ phase: 'idle' });
              onResult(event.result);
            }
            if (event.type === 'error') {
              ended = true;
              showCredits(event.credits);
              setRun({ phase: 'failed', code: event.error.code, message: event.error.message });
            }
          },
          current.signal,
        );
        if (!ended) throw new ApiError({ status: 500, code: 'INTERNAL', message: '' });
      } catch (error) {
        if (current.signal.aborted) return;
        const failure = error instanceof ApiError ? error : null;
        setRun({ phase: 'failed', code: failure?.code ?? 'INTERNAL', message: failure?.message ?? '' });
        // the balance may have changed (a refusal, a refund after a lost connection)
        void queryClient.invalidateQueries({ queryKey: queryKeys.assistantStatus(playlistId) });
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [queryClient, playlistId, showCredits],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRun({ phase: 'cancelled' });
    // the server returns the credits once it sees the request go: read the balance after that
    window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.assistantStatus(playlistId) }),
      REFUND_SETTLE_MS,
    );
  }, [queryClient, playlistId]);

  const reset = useCallback(() => setRun({ phase: 'idle' }), []);

  return { run, start, cancel, reset };
}

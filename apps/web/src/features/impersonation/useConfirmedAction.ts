import { useState } from 'react';
import type { TImpersonationRequest } from '@placard/contract';
import { errorMessage } from '../../components/form/formMessage';
import type { RequestAction } from './requestActions';

export interface ConfirmTarget {
  action: RequestAction;
  request: TImpersonationRequest;
}

/**
 * The request waiting for confirmation, and running the confirmed action with its error message.
 * The target stays set after closing, so the dialog keeps its text while it fades out.
 */
export function useConfirmedAction(
  run: (target: ConfirmTarget) => Promise<unknown>,
  onDone: (target: ConfirmTarget) => void,
  fallbackError: string,
) {
  const [target, setTarget] = useState<ConfirmTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    target,
    open,
    running,
    error,
    ask: (action: RequestAction, request: TImpersonationRequest) => {
      setError(null);
      setTarget({ action, request });
      setOpen(true);
    },
    close: () => {
      if (!running) setOpen(false);
    },
    confirm: async () => {
      if (!target) return;
      setRunning(true);
      setError(null);
      try {
        await run(target);
        onDone(target);
        setOpen(false);
      } catch (caught) {
        setError(errorMessage(caught, fallbackError));
      } finally {
        setRunning(false);
      }
    },
  };
}

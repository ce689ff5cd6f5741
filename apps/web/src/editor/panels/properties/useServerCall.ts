import { useState } from 'react';

/**
 * Runs one of the editor's server calls (aspect, overlay, every slide at once): whether one is under
 * way (its controls wait) and whether the last one failed (a message says so).
 */
export function useServerCall() {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = (call: () => Promise<void>) => {
    setPending(true);
    setFailed(false);
    call().then(
      () => setPending(false),
      () => {
        setPending(false);
        setFailed(true);
      },
    );
  };
  return { pending, failed, run };
}

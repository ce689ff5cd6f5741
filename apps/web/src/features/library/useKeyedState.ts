import { useCallback, useState } from 'react';

/**
 * State that starts over whenever `key` changes (the page number when the filters change, the
 * selection when the page changes), without an effect resetting it after a first wrong render.
 */
export function useKeyedState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [state, setState] = useState({ key, value: initial });
  const value = state.key === key ? state.value : initial;
  const set = useCallback((next: T) => setState({ key, value: next }), [key]);
  return [value, set];
}

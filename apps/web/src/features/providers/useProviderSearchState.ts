import { useState } from 'react';
import type { ProviderKind, TProviderInfo } from '@placard/contract';
import { useDebouncedValue } from '../../components/useDebouncedValue';

/** Typing waits this long before a provider is asked. */
export const PROVIDER_SEARCH_DELAY_MS = 400;

/** The words typed, the words searched once they settle, and the kind of picture asked for. */
export function useProviderSearchState(info: TProviderInfo) {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<ProviderKind>(info.kinds[0] ?? 'photo');
  const settled = useDebouncedValue(query.trim(), PROVIDER_SEARCH_DELAY_MS);
  const words = query.trim() === '' ? '' : settled;
  return { query, setQuery, kind, setKind, words };
}

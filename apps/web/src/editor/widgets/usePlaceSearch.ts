import { useQuery } from '@tanstack/react-query';
import { PLACE_QUERY_MAX_LENGTH, PLACE_QUERY_MIN_LENGTH, type TPlace } from '@placard/contract';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { queryKeys } from '../../api/queryKeys';
import { widgetsApi } from '../../api/widgets';
import { useUiLocale } from './widgetPreview';

/** Typing waits this long before a place is looked up. */
export const PLACE_SEARCH_DELAY_MS = 350;

/**
 * The places whose names match what is typed, named in the user's language: asked once typing pauses
 * and the name is long enough; none while `enabled` is false (no weather add-on).
 */
export function usePlaceSearch(typed: string, enabled: boolean) {
  const language = useUiLocale();
  const query = useDebouncedValue(typed.trim().slice(0, PLACE_QUERY_MAX_LENGTH), PLACE_SEARCH_DELAY_MS);
  const searching = enabled && query.length >= PLACE_QUERY_MIN_LENGTH;
  const result = useQuery({
    queryKey: queryKeys.weatherPlaces(query, language),
    queryFn: ({ signal }) => widgetsApi.places({ query, language }, signal),
    enabled: searching,
    staleTime: 10 * 60_000,
  });
  const places: TPlace[] = searching ? (result.data?.results ?? []) : [];
  return { places, loading: searching && result.isFetching, failed: searching && result.isError, query };
}

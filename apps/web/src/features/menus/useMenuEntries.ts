import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { menuDataKey, type TMenu } from '@placard/contract';
import type { WidgetDataEntry } from '@placard/slides';
import { menusApi } from '../../api/menus';
import { queryKeys } from '../../api/queryKeys';

/** The menus answered so far, each under its `menuDataKey`. */
function entriesOf(results: UseQueryResult<TMenu>[]): Record<string, WidgetDataEntry> {
  const entries: Record<string, WidgetDataEntry> = {};
  for (const { data: menu } of results) {
    if (menu) entries[menuDataKey(menu.id)] = { snapshot: menu, updatedAt: menu.updatedAt };
  }
  return entries;
}

/**
 * The widget data of menus for a WidgetDataProvider (the slide editor's canvas): each menu under its
 * `menuDataKey`, as the screens get it in their manifest.
 */
export function useMenuEntries(menuIds: readonly number[]): Record<string, WidgetDataEntry> {
  const key = [...new Set(menuIds)].sort((a, b) => a - b).join(',');
  const ids = useMemo(() => (key === '' ? [] : key.split(',').map(Number)), [key]);
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.menu(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => menusApi.info(id, signal),
    })),
    combine: entriesOf,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TMenu,
  TMenuCreateRequest,
  TMenuList,
  TMenuRenameRequest,
  TMenuUpdateRequest,
} from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** The menu builder's calls (all POST under /api/menu). */
export const menusApi = {
  list: (signal?: AbortSignal) => api.post<TMenuList>('/menu/list', {}, { signal }),
  info: (id: number, signal?: AbortSignal) => api.post<TMenu>('/menu/info', { id }, { signal }),
  create: (body: TMenuCreateRequest) => api.post<TMenu>('/menu/create', body),
  update: (body: TMenuUpdateRequest) => api.post<TMenu>('/menu/update', body),
  rename: (body: TMenuRenameRequest) => api.post<TMenu>('/menu/rename', body),
  remove: (id: number) => api.post<unknown>('/menu/remove', { id }),
};

/** The organization's menus, by name. */
export function useMenuList() {
  return useQuery({ queryKey: queryKeys.menuList, queryFn: ({ signal }) => menusApi.list(signal) });
}

/** One menu, whole. */
export function useMenu(menuId: number | null) {
  return useQuery({
    enabled: menuId !== null,
    queryKey: queryKeys.menu(menuId ?? 0),
    queryFn: ({ signal }) => menusApi.info(menuId ?? 0, signal),
  });
}

/** A change to menus: afterwards the list is fetched again, and a saved menu is kept as answered. */
export function useMenuMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      // a call that answers the menu (create, update, rename) keeps it as answered
      if (result && typeof result === 'object' && 'items' in result) {
        const menu = result as unknown as TMenu;
        queryClient.setQueryData(queryKeys.menu(menu.id), menu);
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.menuList });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChangeEmailRequest,
  TConfirmEmailRequest,
  TCreateUserRequest,
  TDeleteUsersRequest,
  TManagedUser,
  TOk,
  TSetNameRequest,
  TUpdateEulaRequest,
  TUpdateLocaleRequest,
  TUpdateUserRequest,
  TUserList,
  TUserProfile,
} from '@placard/contract';
import { api, apiFetch } from './client';
import { queryKeys } from './queryKeys';

export const usersApi = {
  me: () => api.get<TUserProfile>('/users/me'),
  setName: (body: TSetNameRequest) => api.post<TOk>('/users/setName', body),
  updateLocale: (body: TUpdateLocaleRequest) => api.post<TOk>('/users/update/locale', body),
  changeEmail: (body: TChangeEmailRequest) => api.post<TOk>('/users/me/email', body),
  updateEula: (body: TUpdateEulaRequest) => api.post<TOk>('/users/update/eula', body),
  /** Spec section 7: only the status is read; 200 means the new address is confirmed. */
  confirmEmail: async (body: TConfirmEmailRequest): Promise<number> =>
    (await apiFetch('POST', '/users/me/email/confirm', body)).status,
};

export function useMe() {
  return useQuery({ queryKey: queryKeys.me, queryFn: usersApi.me });
}

/** After a profile change, the profile and the session (name, locale, EULA) are fetched again. */
function useProfileMutation<T>(mutationFn: (body: T) => Promise<TOk>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sessionChecks }),
      ]);
    },
  });
}

export function useSetNameMutation() {
  return useProfileMutation(usersApi.setName);
}

export function useUpdateLocaleMutation() {
  return useProfileMutation(usersApi.updateLocale);
}

export function useChangeEmailMutation() {
  return useProfileMutation(usersApi.changeEmail);
}

export function useUpdateEulaMutation() {
  return useProfileMutation(usersApi.updateEula);
}

/** The users of an organization, managed by its owner and admins (spec section 6). */
export const managedUsersApi = {
  /** Without an organization id: the caller's own organization. */
  list: (organizationId?: number) =>
    api.get<TUserList>(organizationId ? `/users/list?organizationId=${organizationId}` : '/users/list'),
  create: (body: TCreateUserRequest) => api.post<TManagedUser>('/users/create', body),
  update: (body: TUpdateUserRequest) => api.post<TManagedUser>('/users/update', body),
  remove: (body: TDeleteUsersRequest) => api.post<{ success: true; deleted: number }>('/users/delete', body),
  resendInvite: (id: number) => api.post<TOk>('/users/resendInvite', { id }),
};

export function useUserList(organizationId?: number) {
  return useQuery({
    queryKey: queryKeys.userList(organizationId ?? null),
    queryFn: () => managedUsersApi.list(organizationId),
  });
}

/** After a change to the users, every user list is fetched again (the usage line counts them). */
function useUsersMutation<T, R>(
  mutationFn: (body: T) => Promise<R>,
  refreshSession?: (result: R) => boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.userLists }),
        refreshSession?.(result)
          ? queryClient.invalidateQueries({ queryKey: queryKeys.sessionChecks })
          : null,
      ]);
    },
  });
}

export function useCreateUserMutation() {
  return useUsersMutation(managedUsersApi.create);
}

/** Editing oneself here also renames the session's user, so the session is checked again. */
export function useUpdateUserMutation() {
  return useUsersMutation(managedUsersApi.update, (user) => user.isSelf);
}

export function useDeleteUsersMutation() {
  return useUsersMutation(managedUsersApi.remove);
}

export function useResendInviteMutation() {
  return useMutation({ mutationFn: managedUsersApi.resendInvite });
}

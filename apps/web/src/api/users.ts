import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChangeEmailRequest,
  TConfirmEmailRequest,
  TOk,
  TSetNameRequest,
  TUpdateEulaRequest,
  TUpdateLocaleRequest,
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

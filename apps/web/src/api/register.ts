import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TApproveUserRequest,
  TApproveUserResponse,
  TOk,
  TRegisterRequest,
  TRegisterResponse,
  TResendRequest,
  TVerifyRequest,
  TVerifyResponse,
} from '@placard/contract';
import { api, isApiError } from './client';
import { authApi } from './auth';
import { queryKeys } from './queryKeys';

export const registerApi = {
  register: (body: TRegisterRequest) => api.post<TRegisterResponse>('/register', body),
  verify: (body: TVerifyRequest) => api.post<TVerifyResponse>('/register/verify', body),
  resend: (body: TResendRequest) => api.post<TOk>('/register/resend', body),
  approveUser: (body: TApproveUserRequest) => api.post<TApproveUserResponse>('/register/user/approve', body),
};

async function fetchCsrfToken(): Promise<string> {
  return (await authApi.csrfToken()).csrfToken;
}

/** Fetches the CSRF token when the register page opens; it is reused until a submit rejects it. */
export function useCsrfToken() {
  return useQuery({
    queryKey: queryKeys.csrfToken,
    queryFn: fetchCsrfToken,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Registers with the cached CSRF token (fetched first when none is cached). When the server rejects the
 * token, a fresh one is fetched and the registration is sent once more.
 */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  const token = () =>
    queryClient.fetchQuery({ queryKey: queryKeys.csrfToken, queryFn: fetchCsrfToken, staleTime: Infinity });
  return useMutation({
    mutationFn: async (form: Omit<TRegisterRequest, 'csrfToken'>) => {
      try {
        return await registerApi.register({ ...form, csrfToken: await token() });
      } catch (error) {
        if (!isApiError(error) || error.code !== 'CSRF_INVALID') throw error;
        queryClient.removeQueries({ queryKey: queryKeys.csrfToken });
        return registerApi.register({ ...form, csrfToken: await token() });
      }
    },
  });
}

export function useVerifyMutation() {
  return useMutation({ mutationFn: registerApi.verify });
}

export function useResendCodeMutation() {
  return useMutation({ mutationFn: registerApi.resend });
}

export function useApproveUserMutation() {
  return useMutation({ mutationFn: registerApi.approveUser });
}

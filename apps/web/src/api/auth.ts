import { useMutation } from '@tanstack/react-query';
import type {
  TChangePasswordRequest,
  TChangePasswordTokenRequest,
  TCheckRequest,
  TCsrfTokenResponse,
  TLoginRequest,
  TLoginResponse,
  TLoginStatus,
  TOk,
  TRequestPasswordReset,
  TSession,
} from '@placard/contract';
import { api, type RequestOptions } from './client';

export const authApi = {
  login: (body: TLoginRequest) => api.post<TLoginResponse>('/auth/login', body),
  logout: () => api.post<TOk>('/auth/logout', {}),
  check: (body: TCheckRequest, options?: RequestOptions) => api.post<TSession>('/auth/check', body, options),
  status: (options?: RequestOptions) => api.get<TLoginStatus>('/auth/status', options),
  changePassword: (body: TChangePasswordRequest) => api.post<TOk>('/auth/changePassword', body),
  requestPasswordReset: (body: TRequestPasswordReset) => api.post<TOk>('/auth/requestPasswordReset', body),
  changePasswordToken: (body: TChangePasswordTokenRequest) =>
    api.post<TOk>('/auth/changePasswordToken', body),
  csrfToken: () => api.post<TCsrfTokenResponse>('/auth/csrfToken', {}),
};

export function useLoginMutation() {
  return useMutation({ mutationFn: authApi.login });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: authApi.changePassword });
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: authApi.requestPasswordReset });
}

export function useChangePasswordTokenMutation() {
  return useMutation({ mutationFn: authApi.changePasswordToken });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreditPackageItem,
  TCreditPackages,
  TPaymentVerification,
  TPaymentVerifyRequest,
} from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

export const paymentsApi = {
  packages: () => api.get<TCreditPackages>('/credits/packages'),
  checkout: (item: CreditPackageItem) => api.post<{ url: string }>('/credits/checkout', { item }),
  verify: (body: TPaymentVerifyRequest) => api.post<TPaymentVerification>('/credits/payments/verify', body),
};

/** The credit packages for sale, whether payments are set up, and whether the caller may buy. */
export function useCreditPackages() {
  return useQuery({ queryKey: queryKeys.creditPackages, queryFn: paymentsApi.packages });
}

/** Starts buying a package: the address of Stripe's checkout page. */
export function useCheckoutMutation() {
  return useMutation({ mutationFn: paymentsApi.checkout });
}

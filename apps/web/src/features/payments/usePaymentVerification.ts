import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaymentVerification } from '@placard/contract';
import { paymentsApi } from '../../api/payments';
import { queryKeys } from '../../api/queryKeys';

/** How often the page asks while the payment is being verified, and for how long at most. */
export const VERIFY_INTERVAL_MS = 2_000;
export const VERIFY_PATIENCE_MS = 60_000;

/** What the verification page shows: the payment's state, or that verifying it failed. */
export type VerificationView =
  | { state: 'verifying' }
  | { state: 'successful'; payment: TPaymentVerification }
  | { state: 'failed'; payment: TPaymentVerification }
  | { state: 'verificationFailed'; error: unknown };

/**
 * Asks the server how a payment stands, every VERIFY_INTERVAL_MS while it is being verified, for up to
 * VERIFY_PATIENCE_MS; a failed call, or a payment still unsettled after that, is a failed
 * verification, which `retry` starts again.
 */
export function usePaymentVerification(sessionId: string, organizationId: number) {
  const queryClient = useQueryClient();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const query = useQuery({
    queryKey: queryKeys.paymentVerification(sessionId),
    queryFn: () => paymentsApi.verify({ sessionId }),
    enabled: sessionId !== '',
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (current) =>
      current.state.data?.status === 'verifying' && !gaveUp ? VERIFY_INTERVAL_MS : false,
  });
  const status = query.data?.status;

  useEffect(() => {
    if (status !== 'verifying' || gaveUp) return undefined;
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, startedAt + VERIFY_PATIENCE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [status, gaveUp, startedAt]);

  // the balance shown elsewhere (the credits page, the editor) is the new one
  useEffect(() => {
    if (status === 'successful' && query.data) {
      queryClient.setQueryData(queryKeys.licenseCredits(organizationId), query.data.balance);
    }
  }, [status, query.data, queryClient, organizationId]);

  const retry = () => {
    setStartedAt(Date.now());
    setGaveUp(false);
    void query.refetch();
  };

  let view: VerificationView;
  if (sessionId === '') view = { state: 'verificationFailed', error: null };
  else if (query.isError) view = { state: 'verificationFailed', error: query.error };
  else if (!query.data) view = { state: 'verifying' };
  else if (query.data.status === 'verifying')
    view = gaveUp ? { state: 'verificationFailed', error: null } : { state: 'verifying' };
  else if (query.data.status === 'successful') view = { state: 'successful', payment: query.data };
  else view = { state: 'failed', payment: query.data };
  return { view, retry, retrying: query.isFetching };
}

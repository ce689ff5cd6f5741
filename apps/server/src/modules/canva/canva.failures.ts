import type { Deps } from '../../platform/deps.js';
import { canvaError, type CanvaErrorCode } from './canva.errors.js';
import { CanvaError, type CanvaFailure } from './canva.http.js';

const ERRORS: Record<CanvaFailure, CanvaErrorCode> = {
  UNAUTHORIZED: 'CANVA_NOT_CONNECTED',
  NOT_FOUND: 'CANVA_DESIGN_NOT_FOUND',
  BUSY: 'CANVA_BUSY',
  REFUSED: 'CANVA_FAILED',
  FAILED: 'CANVA_FAILED',
};

/**
 * Answers a failed call to Canva as the user's error: by how it failed, or `code` whatever the reason
 * (a failed connection); what is not Canva's is thrown as is. A refusal or an answer Placard cannot read
 * is logged for the platform's operator.
 */
export function throwCanvaFailure(
  deps: Pick<Deps, 'log'>,
  error: unknown,
  code: CanvaErrorCode | null = null,
): never {
  if (!(error instanceof CanvaError)) throw error;
  const level = error.failure === 'REFUSED' || error.failure === 'FAILED' ? 'error' : 'warn';
  deps.log[level]({ reason: error.message }, 'a call to Canva failed');
  throw canvaError(code ?? ERRORS[error.failure], { cause: error });
}

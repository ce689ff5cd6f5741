/**
 * Why a CAP message or feed was not taken: CAP_INVALID, not a valid CAP 1.2 message; CAP_IGNORED, a
 * valid one Placard does not show (a test, an exercise, an acknowledgement, an expired alert…);
 * CAP_FEED_INVALID, not an Atom or RSS 2.0 feed. The message names the problem.
 */
export type CapErrorCode = 'CAP_INVALID' | 'CAP_IGNORED' | 'CAP_FEED_INVALID';

export class CapError extends Error {
  constructor(
    readonly code: CapErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CapError';
  }
}

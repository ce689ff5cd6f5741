/** Where a screen keeps its last clock offset, so it plays on the server's time while offline. */
export const CLOCK_OFFSET_KEY = 'placard.player.clockOffset';

/**
 * How fast an estimate loses trust: a screen's clock drifts, and may be set while it runs. 1 ms per
 * second is far more than a quartz clock drifts, so a fresh measurement of fair quality soon wins.
 */
const TRUST_LOSS_PER_MS = 0.001;

/** One exchange with the server: the server's time as it answered, between sending and receiving. */
export type ClockSample = {
  /** the server's clock when it answered (ms since 1970) */
  serverTime: number;
  /** the screen's clock when the request left, and when the answer came back */
  sentAt: number;
  receivedAt: number;
  /** how coarse serverTime is: 1000 for an HTTP Date header, 0 for a millisecond timestamp */
  resolutionMs?: number;
};

type Estimate = { offsetMs: number; errorMs: number; at: number };

function isEstimate(value: unknown): value is Estimate {
  if (typeof value !== 'object' || value === null) return false;
  const { offsetMs, errorMs, at } = value as Record<string, unknown>;
  return [offsetMs, errorMs, at].every((part) => typeof part === 'number' && Number.isFinite(part));
}

/**
 * The server's time as the screen learns it (cheap screens' clocks are often hours off): the offset
 * between its clock and the server's, measured from answers whose time is known (the manifest's Date
 * header, heartbeat answers, WebSocket pongs). Each measurement is as good as half its round trip; a
 * better one than the current estimate (which loses trust as it ages) replaces it, and so does one
 * that disagrees beyond both errors (the screen's clock was set). The last estimate is kept across
 * restarts, so a screen that starts offline still plays on the server's time.
 */
export class ServerClock {
  private estimate: Estimate | null;

  constructor(
    private readonly localNow: () => number = () => Date.now(),
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = globalThis.localStorage ?? null,
  ) {
    this.estimate = this.load();
  }

  /** The server's time now, as well as the screen knows it (ms since 1970). */
  now(): number {
    return this.localNow() + this.offsetMs;
  }

  /** How far the server's clock is ahead of the screen's (0 until measured). */
  get offsetMs(): number {
    return this.estimate?.offsetMs ?? 0;
  }

  /** Learns from one exchange; answers whether the estimate changed. */
  sample({ serverTime, sentAt, receivedAt, resolutionMs = 0 }: ClockSample): boolean {
    if (![serverTime, sentAt, receivedAt].every(Number.isFinite) || receivedAt < sentAt) return false;
    const offsetMs = Math.round(serverTime + resolutionMs / 2 - (sentAt + receivedAt) / 2);
    const errorMs = (receivedAt - sentAt) / 2 + resolutionMs / 2;
    const current = this.estimate;
    if (current) {
      const currentError = current.errorMs + Math.abs(receivedAt - current.at) * TRUST_LOSS_PER_MS;
      const better = errorMs <= currentError;
      const contradicts = Math.abs(offsetMs - current.offsetMs) > errorMs + currentError;
      if (!better && !contradicts) return false;
    }
    this.estimate = { offsetMs, errorMs, at: receivedAt };
    this.save();
    return true;
  }

  private load(): Estimate | null {
    try {
      const value: unknown = JSON.parse(this.storage?.getItem(CLOCK_OFFSET_KEY) ?? 'null');
      return isEstimate(value) ? value : null;
    } catch {
      return null;
    }
  }

  private save(): void {
    try {
      this.storage?.setItem(CLOCK_OFFSET_KEY, JSON.stringify(this.estimate));
    } catch {
      // storage full or refused: the estimate still serves until the screen restarts
    }
  }
}

/** The screen's one clock: what it plays when, and when timed things end, read the server's time. */
export const serverClock = new ServerClock();

import { HEARTBEAT_INTERVAL_MS, type PlayerState, type THeartbeat } from '@placard/contract';
import { version } from '../package.json';

export const APP_VERSION = version;

/** What the screen is doing, as the heartbeat reports it. */
export type PlayerStatus = {
  state: PlayerState;
  /** the manifest revision it plays */
  revision: string | null;
  showing: THeartbeat['showing'];
};

type ScreenFacts = { width: number; height: number; pixelRatio: number; userAgent: string };

function screenFacts(): ScreenFacts {
  return {
    width: window.screen.width,
    height: window.screen.height,
    pixelRatio: window.devicePixelRatio || 1,
    userAgent: navigator.userAgent,
  };
}

/** A heartbeat: the app's version, the screen's resolution in device pixels, and what it shows. */
export function heartbeatOf(status: PlayerStatus, facts: ScreenFacts = screenFacts()): THeartbeat {
  const pixels = (css: number) => Math.min(20_000, Math.max(0, Math.round(css * facts.pixelRatio)));
  return {
    appVersion: APP_VERSION,
    userAgent: facts.userAgent.slice(0, 400),
    resolution: { width: pixels(facts.width), height: pixels(facts.height) },
    state: status.state,
    revision: status.revision,
    showing: status.showing,
    // the screen's own clock, uncorrected: the server learns how far off it is
    clock: Date.now(),
  };
}

/**
 * Sends a heartbeat now and every intervalMs (HEARTBEAT_INTERVAL_MS) until the returned function is
 * called. `status` is read at each beat, so the beat tells what shows at that moment.
 */
export function startHeartbeats(
  status: () => PlayerStatus,
  send: (heartbeat: THeartbeat) => void,
  intervalMs: number = HEARTBEAT_INTERVAL_MS,
): () => void {
  const beat = () => send(heartbeatOf(status()));
  beat();
  const timer = setInterval(beat, intervalMs);
  return () => clearInterval(timer);
}

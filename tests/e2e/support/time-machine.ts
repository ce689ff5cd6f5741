import type { Page } from '@playwright/test';

/** Moves a screen on in time: its own clock, and the server's time as it hears it, together. */
export interface TimeMachine {
  /** as if `ms` had passed: the screen's clock jumps on (each timer due fires once), and so does the server's */
  forward(ms: number): Promise<void>;
}

const shiftedIso = (iso: unknown, ms: number): unknown =>
  typeof iso === 'string' && Number.isFinite(Date.parse(iso))
    ? new Date(Date.parse(iso) + ms).toISOString()
    : iso;

/** A JSON text with its top-level `serverTime` moved on by `ms` (other texts as they are). */
function withServerTimeShifted(text: string, ms: number): string {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('serverTime' in value)) return text;
    return JSON.stringify({ ...value, serverTime: shiftedIso(value.serverTime, ms) });
  } catch {
    return text;
  }
}

/**
 * Lets a test pass time on a screen without waiting for it, the way a screen would see a minute go by.
 * A screen plays on the server's time, which it learns from every answer (the Date header, a
 * heartbeat's and a socket pong's `serverTime`) and corrects its own clock by: jumping only the page's
 * clock (Playwright's clock) would be undone by the next answer. So the server's time the screen hears
 * moves on by as much as its clock did. Install before the screen opens its page.
 */
export async function timeMachine(page: Page): Promise<TimeMachine> {
  let shiftMs = 0;
  await page.clock.install();
  await page.route('**/api/player/**', async (route) => {
    if (shiftMs === 0) return route.fallback();
    try {
      const response = await route.fetch();
      // the body given is the decoded one, measured again
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      const date = Date.parse(headers.date ?? '');
      if (Number.isFinite(date)) headers.date = new Date(date + shiftMs).toUTCString();
      const isHeartbeat = new URL(route.request().url()).pathname === '/api/player/heartbeat';
      const body = isHeartbeat
        ? withServerTimeShifted(await response.text(), shiftMs)
        : await response.body();
      await route.fulfill({ response, headers, body });
    } catch (error) {
      // a request still under way when the test closes the screen's page ends with it
      if (!page.isClosed()) throw error;
    }
  });
  await page.routeWebSocket(/\/api\/player\/socket/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) =>
      socket.send(typeof message === 'string' ? withServerTimeShifted(message, shiftMs) : message),
    );
  });
  return {
    async forward(ms) {
      await page.clock.fastForward(ms);
      shiftMs += ms;
    },
  };
}

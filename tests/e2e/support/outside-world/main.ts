import { startOutsideWorld } from './server';

// Started by playwright.config.ts (a webServer entry) on the port it chose, for the whole run.
const world = await startOutsideWorld(Number(process.env.OUTSIDE_WORLD_PORT ?? 0));
console.log(`outside world at ${world.origin}`);
const stop = () => void world.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

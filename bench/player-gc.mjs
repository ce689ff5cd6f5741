// Loaded into the measured server (NODE_OPTIONS=--expose-gc --import): on SIGUSR2, a full garbage
// collection, then what is alive written to DATA_DIR/memory.json, so readings compare live memory,
// not garbage waiting to be collected.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const dataDir = process.env.DATA_DIR;
  if (dataDir) writeFileSync(path.join(dataDir, 'memory.json'), JSON.stringify(process.memoryUsage()));
});

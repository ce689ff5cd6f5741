// Media benchmark, each figure against a baseline measured in the same run:
// - a 245 MB MP4 uploaded through the resumable upload (tus, 8 MB chunks as the web app sends them),
//   against copying the same file on disk; and the server's peak memory growth over idle meanwhile;
// - the thumbnail of a 24-megapixel JPEG (upload finished → item ready), against decoding it with sharp.
// BENCH_CHUNKS=1 prints the time of each upload request.
import { createReadStream, createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { startServer } from './server.mjs';

const MB = 1024 * 1024;
const VIDEO_BYTES = 245 * MB;
const CHUNK_BYTES = 8 * MB;
const CLIP = 'apps/server/src/platform/media/fixtures/clip.mp4';

/** A real 2-second MP4 followed by a 'free' box, so the file is 245 MB and still a valid video. */
async function bigVideo(dir) {
  const clip = readFileSync(CLIP);
  const file = path.join(dir, 'big.mp4');
  writeFileSync(file, clip);
  const padding = VIDEO_BYTES - clip.length;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding, 0);
  header.write('free', 4, 'latin1');
  const handle = await open(file, 'a');
  try {
    await handle.write(header);
    const zeros = Buffer.alloc(MB);
    for (let written = 8; written < padding; written += zeros.length) {
      await handle.write(zeros, 0, Math.min(zeros.length, padding - written));
    }
  } finally {
    await handle.close();
  }
  return file;
}

const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;

async function login(server) {
  const response = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(server.credentials),
  });
  const { sessionKey } = await response.json();
  if (!sessionKey) throw new Error('bench login failed');
  return { cookie: `sessionKey=${sessionKey}` };
}

const metadata = (name) =>
  [
    `filename ${Buffer.from(name).toString('base64')}`,
    `section ${Buffer.from('my').toString('base64')}`,
  ].join(',');

/** Uploads a file with the tus protocol, chunk by chunk, streaming each from disk; answers the item. */
async function tusUpload(server, session, file, name) {
  const size = (await stat(file)).size;
  const created = await fetch(`${server.base}/api/media/uploads`, {
    method: 'POST',
    headers: {
      ...session,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': metadata(name),
    },
  });
  if (created.status !== 201) throw new Error(`upload refused: ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get('location'), server.base).toString();
  let last;
  for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
    const end = Math.min(offset + CHUNK_BYTES, size);
    const sent = process.hrtime.bigint();
    last = await fetch(location, {
      method: 'PATCH',
      headers: {
        ...session,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(end - offset),
      },
      body: createReadStream(file, { start: offset, end: end - 1 }),
      duplex: 'half',
    });
    if (process.env.BENCH_CHUNKS)
      console.log(`chunk ${offset / MB} MB: ${(seconds(sent) * 1000).toFixed(0)} ms`);
    if (last.status !== 204 && last.status !== 200)
      throw new Error(`chunk refused: ${last.status} ${await last.text()}`);
  }
  return last.json();
}

async function waitReady(server, session, id) {
  for (;;) {
    const response = await fetch(`${server.base}/api/media/list`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: JSON.stringify({ section: 'my', limit: 200 }),
    });
    const item = (await response.json()).results.find((entry) => entry.id === id);
    if (item && item.status !== 'processing') return item;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Samples the server's resident memory every 20 ms while work runs; answers the highest. */
async function peakDuring(server, work) {
  let peak = server.rssMb();
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
  }, 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, server.rssMb()) };
  } finally {
    clearInterval(timer);
  }
}

export async function measureMedia() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'placard-bench-media-'));
  const server = await startServer({});
  try {
    const session = await login(server);
    const video = await bigVideo(dir);

    // baseline: the same bytes streamed into a new file on the same disk and synced, as a server must
    const copyStart = process.hrtime.bigint();
    await pipeline(createReadStream(video), createWriteStream(path.join(dir, 'copy.mp4')));
    const copied = await open(path.join(dir, 'copy.mp4'), 'r+');
    await copied.sync();
    await copied.close();
    const copySeconds = seconds(copyStart);
    await rm(path.join(dir, 'copy.mp4'));

    // warm the upload path with a small file, then let the server settle to its idle memory
    await waitReady(server, session, (await tusUpload(server, session, CLIP, 'warm-up.mp4')).id);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = server.rssMb();
    const uploadStart = process.hrtime.bigint();
    const { result: item, peak } = await peakDuring(server, async () => {
      const uploaded = await tusUpload(server, session, video, 'big.mp4');
      const uploadSeconds = seconds(uploadStart);
      const ready = await waitReady(server, session, uploaded.id);
      return { ...ready, uploadSeconds };
    });
    const uploadMbps = VIDEO_BYTES / MB / item.uploadSeconds;
    const copyMbps = VIDEO_BYTES / MB / copySeconds;

    // a 24-megapixel photo: its thumbnail against decoding it once
    const jpeg = path.join(dir, 'photo.jpg');
    await sharp({
      create: { width: 6000, height: 4000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 90 })
      .toFile(jpeg);
    const decodeStart = process.hrtime.bigint();
    await sharp(jpeg).raw().toBuffer();
    const decodeSeconds = seconds(decodeStart);
    const photo = await tusUpload(server, session, jpeg, 'photo.jpg');
    const thumbStart = process.hrtime.bigint();
    const readyPhoto = await waitReady(server, session, photo.id);
    const thumbSeconds = seconds(thumbStart);

    console.log('Media (embedded database, disk storage)');
    console.log(
      `  upload of a ${VIDEO_BYTES / MB} MB MP4 in ${CHUNK_BYTES / MB} MB chunks: ${uploadMbps.toFixed(0)} MB/s ` +
        `(${item.uploadSeconds.toFixed(2)} s); streaming it into a new file on disk: ${copyMbps.toFixed(0)} MB/s\n` +
        `    throughput ${(uploadMbps / copyMbps).toFixed(2)}× the disk copy; status after processing: ${item.status}`,
    );
    console.log(
      `  server memory: idle ${idle.toFixed(0)} MB, peak during upload and processing ${peak.toFixed(0)} MB, ` +
        `growth ${(peak - idle).toFixed(0)} MB (target under 64 MB)`,
    );
    console.log(
      `  24-megapixel JPEG (6000×4000) thumbnail: ${(thumbSeconds * 1000).toFixed(0)} ms from upload to ready ` +
        `(${readyPhoto.status}); decoding it with sharp: ${(decodeSeconds * 1000).toFixed(0)} ms\n` +
        `    ${(thumbSeconds / decodeSeconds).toFixed(2)}× a plain decode`,
    );
    if (item.status !== 'ready' || readyPhoto.status !== 'ready' || peak - idle > 64) process.exitCode = 1;
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { openImage, writeThumbnail } from './thumbnail.js';
import {
  failingAs,
  MediaProcessingError,
  processedMedia,
  unlessToolMissing,
  type ProcessedFile,
  type ProcessedMedia,
} from './process-result.js';
import { runTool, type MediaTools } from './tools.js';

export type VideoFormat = 'mp4' | 'webm';

/** The demuxer each format is read with, so a file is never read as anything else (a playlist…). */
const DEMUXERS: Record<VideoFormat, string> = { mp4: 'mov', webm: 'matroska' };

/** Where the poster frame is taken, in seconds, unless the video is shorter than twice that. */
const POSTER_AT_SECONDS = 1;
const POSTER_FILE_NAME = 'poster.jpg';

export type VideoProbe = {
  /** The first video stream's index in the file. */
  stream: number;
  /** As displayed: a stream rotated by a quarter turn (a portrait phone video) has them swapped. */
  width: number;
  height: number;
  durationMs: number | null;
};

type ProbedStream = {
  index?: number;
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
};
type Probed = { streams?: ProbedStream[]; format?: { duration?: string } };

/** ffmpeg reads inputs only from files, of the given format; `file:` keeps a name from being a protocol. */
function inputArgs(file: string, format: VideoFormat): string[] {
  return ['-protocol_whitelist', 'file', '-f', DEMUXERS[format], '-i', `file:${file}`];
}

function seconds(value: string | undefined): number | null {
  const parsed = Number(value);
  return value !== undefined && Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

function quarterTurned(stream: ProbedStream): boolean {
  const rotation = stream.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation;
  const degrees = rotation ?? Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(degrees)) return false;
  return Math.abs(Math.round(degrees / 90)) % 2 === 1;
}

/** Reads the first video stream's display size and the duration. */
export async function probeVideo(ffprobe: string, file: string, format: VideoFormat): Promise<VideoProbe> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'];
  const { stdout } = await runTool(ffprobe, [...args, ...inputArgs(file, format)]);
  const probed = JSON.parse(stdout) as Probed;
  const stream = probed.streams?.find(
    (candidate) => candidate.codec_type === 'video' && candidate.disposition?.attached_pic !== 1,
  );
  if (!stream || stream.index === undefined || !stream.width || !stream.height) {
    throw new MediaProcessingError('UNREADABLE_VIDEO');
  }
  const turned = quarterTurned(stream);
  const duration = seconds(probed.format?.duration) ?? seconds(stream.duration);
  return {
    stream: stream.index,
    width: turned ? stream.height : stream.width,
    height: turned ? stream.width : stream.height,
    durationMs: duration === null ? null : Math.round(duration * 1000),
  };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (stats) => stats.size > 0,
    () => false,
  );
}

/**
 * Writes one frame of the stream, `atSeconds` in (seeking before opening the input, which is fast),
 * rotated as displayed, to `target`. Answers false when there is no frame there.
 */
async function grabFrame(
  ffmpeg: string,
  input: { file: string; format: VideoFormat; stream: number },
  atSeconds: number,
  target: string,
): Promise<boolean> {
  await rm(target, { force: true });
  await runTool(ffmpeg, [
    '-nostdin',
    '-v',
    'error',
    '-ss',
    atSeconds.toFixed(3),
    ...inputArgs(input.file, input.format),
    '-map',
    `0:${input.stream}`,
    '-frames:v',
    '1',
    '-q:v',
    '2',
    '-update',
    '1',
    '-y',
    `file:${target}`,
  ]);
  return exists(target);
}

/** A thumbnail of a frame near the start: a second in, or half way through a shorter video. */
async function posterThumbnail(
  ffmpeg: string,
  input: { file: string; format: VideoFormat; stream: number; durationMs: number | null },
  workDir: string,
): Promise<ProcessedFile> {
  const poster = path.join(workDir, POSTER_FILE_NAME);
  const at = Math.min(POSTER_AT_SECONDS, (input.durationMs ?? 0) / 2000);
  try {
    const grabbed =
      (await grabFrame(ffmpeg, input, at, poster)) || (at > 0 && (await grabFrame(ffmpeg, input, 0, poster)));
    if (!grabbed) throw new MediaProcessingError('UNREADABLE_VIDEO');
    return await writeThumbnail(openImage(poster), workDir);
  } finally {
    await rm(poster, { force: true });
  }
}

/**
 * An MP4 or WebM: display size, duration and a thumbnail. Without ffprobe nothing is known; without
 * ffmpeg there is no thumbnail. Either way the note says why.
 */
export async function processVideo(
  file: string,
  format: VideoFormat,
  tools: MediaTools,
  workDir: string,
): Promise<ProcessedMedia> {
  const probe = await unlessToolMissing(() =>
    failingAs('UNREADABLE_VIDEO', () => probeVideo(tools.ffprobe, file, format)),
  );
  if (!probe) return processedMedia({ notes: ['NO_VIDEO_TOOLS'] });
  const { width, height, durationMs } = probe;
  const thumbnail = await unlessToolMissing(() =>
    failingAs('UNREADABLE_VIDEO', () =>
      posterThumbnail(tools.ffmpeg, { file, format, stream: probe.stream, durationMs }, workDir),
    ),
  );
  return processedMedia({
    width,
    height,
    durationMs,
    thumbnail,
    notes: thumbnail ? [] : ['NO_VIDEO_TOOLS'],
  });
}

import { spawn } from 'node:child_process';

/** The external programs media processing runs: executable names (looked up on PATH) or paths. */
export type MediaTools = { ffmpeg: string; ffprobe: string; pdftoppm: string; pdfinfo: string };

export const DEFAULT_MEDIA_TOOLS: MediaTools = {
  ffmpeg: 'ffmpeg',
  ffprobe: 'ffprobe',
  pdftoppm: 'pdftoppm',
  pdfinfo: 'pdfinfo',
};

export type RunToolOptions = {
  /** The tool is killed after this long (default 60 s). */
  timeoutMs?: number;
  /** The tool is killed once it writes more than this to stdout (default 4 MB). */
  maxStdoutBytes?: number;
};

export const TOOL_TIMEOUT_MS = 60_000;
export const TOOL_MAX_STDOUT_BYTES = 4 * 1024 * 1024;
/** How much of a tool's stderr is kept for the failure message (its end: the actual complaint). */
const STDERR_KEPT = 4 * 1024;

/** The tool is not installed (or cannot be executed): the server runs without it. */
export class ToolMissingError extends Error {
  constructor(readonly tool: string) {
    super(`${tool} is not available`);
    this.name = 'ToolMissingError';
  }
}

export type ToolFailure = 'exit' | 'timeout' | 'output';

/** The tool ran but did not succeed: a non-zero exit, a signal, a timeout or too much output. */
export class ToolFailedError extends Error {
  constructor(
    readonly tool: string,
    readonly reason: ToolFailure,
    readonly stderr: string,
  ) {
    super(`${tool} failed (${reason})${stderr ? `: ${stderr.trim()}` : ''}`);
    this.name = 'ToolFailedError';
  }
}

/**
 * Runs `command` with `args` as separate arguments (never through a shell), stdin closed. Resolves
 * with its stdout when it exits with 0; rejects with ToolMissingError when it cannot be started for
 * lack of the executable, ToolFailedError otherwise.
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: RunToolOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  const timeoutMs = options.timeoutMs ?? TOOL_TIMEOUT_MS;
  const maxStdout = options.maxStdoutBytes ?? TOOL_MAX_STDOUT_BYTES;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: ToolFailure | undefined;
    let settled = false;

    const stop = (reason: ToolFailure) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), timeoutMs);
    const settle = (error: Error | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve({ stdout: Buffer.concat(stdout).toString('utf8'), stderr });
    };

    child.stdout.on('data', (data: Buffer) => {
      stdoutBytes += data.length;
      if (stdoutBytes > maxStdout) stop('output');
      else stdout.push(data);
    });
    child.stderr.on('data', (data: Buffer) => {
      stderr = (stderr + data.toString('utf8')).slice(-STDERR_KEPT);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EACCES') settle(new ToolMissingError(command));
      else settle(new ToolFailedError(command, 'exit', error.message));
    });
    child.on('close', (code) => {
      if (failure) settle(new ToolFailedError(command, failure, stderr));
      else if (code !== 0) settle(new ToolFailedError(command, 'exit', stderr));
      else settle(undefined);
    });
  });
}

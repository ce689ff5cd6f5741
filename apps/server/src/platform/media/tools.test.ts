import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_TOOLS, runTool, ToolFailedError, ToolMissingError } from './tools.js';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
}

describe('runTool', () => {
  it('runs each default tool found on PATH', async () => {
    const { stdout } = await runTool(DEFAULT_MEDIA_TOOLS.ffprobe, ['-version']);
    expect(stdout).toMatch(/^ffprobe version/);
    await expect(runTool(DEFAULT_MEDIA_TOOLS.ffmpeg, ['-version'])).resolves.toBeDefined();
    await expect(runTool(DEFAULT_MEDIA_TOOLS.pdfinfo, ['-v'])).resolves.toBeDefined();
    await expect(runTool(DEFAULT_MEDIA_TOOLS.pdftoppm, ['-v'])).resolves.toBeDefined();
  });

  it('passes arguments as they are, never through a shell', async () => {
    const argument = '$HOME; echo injected `id` | cat > /dev/null';
    const { stdout } = await runTool('echo', [argument]);
    expect(stdout).toBe(`${argument}\n`);
  });

  it('reports a tool that is not installed as missing', async () => {
    const error = await rejection(runTool('/nonexistent/ffmpeg', ['-version']));
    expect(error).toBeInstanceOf(ToolMissingError);
    expect(error).toMatchObject({ tool: '/nonexistent/ffmpeg' });
  });

  it('reports a non-zero exit as a failure with what the tool said', async () => {
    const error = await rejection(runTool('pdfinfo', ['--', '/nonexistent/file.pdf']));
    expect(error).toBeInstanceOf(ToolFailedError);
    expect(error).toMatchObject({ tool: 'pdfinfo', reason: 'exit' });
    expect((error as ToolFailedError).stderr).toContain('/nonexistent/file.pdf');
  });

  it('stops a tool that runs too long', async () => {
    const started = Date.now();
    const error = await rejection(runTool('sleep', ['10'], { timeoutMs: 200 }));
    expect(error).toBeInstanceOf(ToolFailedError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops a tool that writes too much', async () => {
    const error = await rejection(runTool('yes', [], { maxStdoutBytes: 64 * 1024 }));
    expect(error).toBeInstanceOf(ToolFailedError);
    expect(error).toMatchObject({ reason: 'output' });
  });
});

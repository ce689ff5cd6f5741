import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rasterizeSlide, SLIDE_JPEG_QUALITY } from './rasterizeSlide';
import { RASTERIZE_WAIT_CHECKS, RASTERIZE_WAIT_MS } from './waitForSlide';

const screenshot = vi.hoisted(() => ({ domToCanvas: vi.fn() }));
vi.mock('modern-screenshot', () => screenshot);

const drawn = { drawImage: vi.fn(), fillRect: vi.fn(), fillStyle: '' };
let encoded: { type?: string; quality?: unknown; width: number; height: number } | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  screenshot.domToCanvas.mockReset();
  screenshot.domToCanvas.mockResolvedValue(document.createElement('canvas'));
  drawn.drawImage.mockReset();
  encoded = null;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    drawn as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done,
    type,
    quality,
  ) {
    encoded = { type, quality, width: this.width, height: this.height };
    done(new Blob(['jpeg'], { type: type ?? '' }));
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({
      ok: true,
      status: 200,
      arrayBuffer: async () => new TextEncoder().encode('font').buffer,
    })),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** A rendered slide 512 × 288 pixels holding the given markup. */
function renderedSlide(html: string): HTMLElement {
  const node = document.createElement('div');
  node.innerHTML = html;
  Object.defineProperty(node, 'offsetWidth', { value: 512 });
  Object.defineProperty(node, 'offsetHeight', { value: 288 });
  document.body.appendChild(node);
  return node;
}

function loading(image: HTMLImageElement, loadedAfterMs: number) {
  const start = Date.now();
  Object.defineProperty(image, 'complete', { get: () => Date.now() - start >= loadedAfterMs });
}

describe('rasterizeSlide', () => {
  it('draws the slide into a JPEG of exactly the size asked for', async () => {
    const node = renderedSlide('<p>hello</p>');
    const blob = await rasterizeSlide(node, { width: 256, height: 144 });
    expect(blob.type).toBe('image/jpeg');
    expect(encoded).toEqual({ type: 'image/jpeg', quality: SLIDE_JPEG_QUALITY, width: 256, height: 144 });
    expect(SLIDE_JPEG_QUALITY).toBeCloseTo(0.85);
    const [target, options] = screenshot.domToCanvas.mock.calls[0] ?? [];
    expect(target).toBe(node);
    expect(options).toMatchObject({ width: 512, height: 288, scale: 0.5 });
    expect(drawn.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 256, 144);
  });

  it('waits for its pictures to load first', async () => {
    const node = renderedSlide('<img src="/media/a.png" alt="">');
    loading(node.querySelector('img') as HTMLImageElement, 1200);
    const done = rasterizeSlide(node, { width: 256, height: 144 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(screenshot.domToCanvas).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RASTERIZE_WAIT_MS);
    await done;
    expect(screenshot.domToCanvas).toHaveBeenCalledTimes(1);
  });

  it('waits for the slide’s fonts', async () => {
    const node = renderedSlide('<div data-fonts-ready="false"></div>');
    const done = rasterizeSlide(node, { width: 256, height: 144 });
    await vi.advanceTimersByTimeAsync(RASTERIZE_WAIT_MS * 2);
    expect(screenshot.domToCanvas).not.toHaveBeenCalled();
    node.firstElementChild?.setAttribute('data-fonts-ready', 'true');
    await vi.advanceTimersByTimeAsync(RASTERIZE_WAIT_MS);
    await done;
    expect(screenshot.domToCanvas).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after ten checks half a second apart and draws what there is', async () => {
    const node = renderedSlide('<img src="/media/never.png" alt="">');
    loading(node.querySelector('img') as HTMLImageElement, Number.POSITIVE_INFINITY);
    const done = rasterizeSlide(node, { width: 256, height: 144 });
    await vi.advanceTimersByTimeAsync(RASTERIZE_WAIT_CHECKS * RASTERIZE_WAIT_MS - 1);
    expect(screenshot.domToCanvas).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(screenshot.domToCanvas).toHaveBeenCalledTimes(1);
    expect(RASTERIZE_WAIT_CHECKS).toBe(10);
    expect(RASTERIZE_WAIT_MS).toBe(500);
  });

  it('embeds the fonts its text uses, inlined, since the picture cannot fetch them', async () => {
    const node = renderedSlide('<span data-font="lobster">Sale</span><span data-font="lobster">!</span>');
    await rasterizeSlide(node, { width: 256, height: 144 });
    expect(fetch).toHaveBeenCalledWith('/fonts/lobster-400-normal.woff2');
    expect(fetch).toHaveBeenCalledTimes(1);
    const options = screenshot.domToCanvas.mock.calls[0]?.[1] as { font: { cssText: string } };
    expect(options.font.cssText).toContain('font-family: "Placard Lobster"');
    expect(options.font.cssText).toContain('url("data:font/woff2;base64,Zm9udA==")');
    expect(options.font.cssText).not.toContain('url("/fonts/');
  });

  it('draws pictures and video frames from the page, fetching none of them', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,cGljdHVyZQ==');
    const node = renderedSlide(
      '<div><img src="blob:http://localhost/9f2c" alt=""></div><div><video src="blob:http://localhost/77aa"></video></div>',
    );
    const image = node.querySelector('img') as HTMLImageElement;
    Object.defineProperties(image, {
      complete: { value: true },
      naturalWidth: { value: 640 },
      naturalHeight: { value: 360 },
    });
    const video = node.querySelector('video') as HTMLVideoElement;
    Object.defineProperties(video, {
      readyState: { value: 4 },
      videoWidth: { value: 320 },
      videoHeight: { value: 180 },
    });
    await rasterizeSlide(node, { width: 256, height: 144 });
    const options = screenshot.domToCanvas.mock.calls[0]?.[1] as {
      filter: (child: Node) => boolean;
      fetchFn: (url: string) => Promise<string | false>;
      onCloneNode: (copy: Node) => void;
    };
    // the video is not copied (nor loaded again): a still of its frame takes its place
    expect(options.filter(video)).toBe(false);
    expect(options.filter(image)).toBe(true);
    const copy = node.cloneNode(true) as HTMLElement;
    copy.querySelector('video')?.remove();
    options.onCloneNode(copy);
    expect(copy.lastElementChild?.firstElementChild?.tagName).toBe('IMG');
    expect(await options.fetchFn('blob:http://localhost/9f2c')).toBe('data:image/png;base64,cGljdHVyZQ==');
    // its shorter side no longer than the picture made is long
    expect(drawn.drawImage).toHaveBeenCalledWith(image, 0, 0, 455, 256);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('embeds no fonts for a slide without text', async () => {
    await rasterizeSlide(renderedSlide('<svg></svg>'), { width: 256, height: 144 });
    expect(screenshot.domToCanvas.mock.calls[0]?.[1]).toMatchObject({ font: false });
    expect(fetch).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTHING, pictureFromPage, placeStills, videoStills } from './drawnMedia';

const drawImage = vi.fn();
/** What each canvas drawn on: its size when encoded, and as what. */
const encoded: { width: number; height: number; type: string | undefined }[] = [];

beforeEach(() => {
  drawImage.mockReset();
  encoded.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
  ) {
    encoded.push({ width: this.width, height: this.height, type });
    return `data:${type};base64,${encoded.length}`;
  });
  // the page fetches nothing: a screen's media are blob: addresses its policy lets no script fetch
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new Error('fetched');
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function drawnSlide(html: string): HTMLElement {
  const node = document.createElement('div');
  node.innerHTML = html;
  document.body.appendChild(node);
  return node;
}

function loadedPicture(image: HTMLImageElement, width: number, height: number) {
  Object.defineProperties(image, {
    complete: { value: true },
    naturalWidth: { value: width },
    naturalHeight: { value: height },
  });
}

function videoWithFrame(video: HTMLVideoElement, width: number, height: number) {
  Object.defineProperties(video, {
    readyState: { value: 4 },
    videoWidth: { value: width },
    videoHeight: { value: height },
  });
}

describe('pictureFromPage', () => {
  it('draws a picture from the slide’s own loaded element, never fetching it', async () => {
    const node = drawnSlide('<img src="blob:http://localhost/4a1e" alt="">');
    const image = node.querySelector('img') as HTMLImageElement;
    loadedPicture(image, 1920, 1080);
    const url = await pictureFromPage(node, 'blob:http://localhost/4a1e', 480);
    expect(url).toBe('data:image/png;base64,1');
    expect(drawImage).toHaveBeenCalledWith(image, 0, 0, 853, 480);
    // no larger than a picture 480 pixels long can show of it
    expect(encoded).toEqual([{ width: 853, height: 480, type: 'image/png' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps a small picture at its own size', async () => {
    const node = drawnSlide('<img src="/api/files/logo.png" alt="">');
    loadedPicture(node.querySelector('img') as HTMLImageElement, 200, 100);
    await pictureFromPage(node, 'http://localhost:3000/api/files/logo.png', 480);
    expect(encoded).toEqual([{ width: 200, height: 100, type: 'image/png' }]);
  });

  it('draws nothing for a picture that cannot be had', async () => {
    const node = drawnSlide('<img src="blob:http://localhost/gone" alt="">');
    expect(await pictureFromPage(node, 'blob:http://localhost/gone', 480)).toBe(NOTHING);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('video stills', () => {
  const slideWithVideos = () =>
    drawnSlide(
      '<div data-slide-canvas="">' +
        '<div data-elid="title"><div><span>Open</span></div></div>' +
        '<div data-elid="clip"><div><video src="blob:http://localhost/v1" style="display: block; width: 100%; height: 100%; object-fit: contain"></video></div></div>' +
        '<div data-elid="waiting"><div><video src="blob:http://localhost/v2"></video></div></div>' +
        '</div>',
    );

  /** What the rasteriser draws from: the slide copied without its videos. */
  const copyWithoutVideos = (node: HTMLElement) => {
    const copy = node.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('video').forEach((video) => video.remove());
    return copy;
  };

  it('puts the frame each video shows where the video is, fitted as it is', async () => {
    const node = slideWithVideos();
    const [clip] = node.querySelectorAll('video');
    videoWithFrame(clip as HTMLVideoElement, 1280, 720);
    const stills = await videoStills(node, 480);
    // the second video has no frame yet (and no poster): it shows nothing, and gives no still
    expect(stills).toHaveLength(1);
    expect(drawImage).toHaveBeenCalledWith(clip, 0, 0, 853, 480);
    expect(encoded).toEqual([{ width: 853, height: 480, type: 'image/jpeg' }]);

    const copy = copyWithoutVideos(node);
    placeStills(copy, stills);
    const still = copy.querySelector<HTMLImageElement>('[data-elid="clip"] > div > img');
    expect(still?.getAttribute('src')).toBe('data:image/jpeg;base64,1');
    expect(still?.style.objectFit).toBe('contain');
    expect(still?.style.width).toBe('100%');
    expect(copy.querySelector('[data-elid="waiting"] img')).toBeNull();
    expect(copy.querySelector('[data-elid="title"]')?.textContent).toBe('Open');
  });

  it('keeps each still in its own place when a parent holds several', async () => {
    const node = drawnSlide(
      '<div><video src="blob:http://localhost/a"></video><p>between</p><video src="blob:http://localhost/b"></video></div>',
    );
    node.querySelectorAll('video').forEach((video) => videoWithFrame(video, 320, 180));
    const copy = copyWithoutVideos(node);
    placeStills(copy, await videoStills(node, 480));
    expect([...(copy.firstElementChild?.children ?? [])].map((child) => child.tagName)).toEqual([
      'IMG',
      'P',
      'IMG',
    ]);
    expect([...copy.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'data:image/jpeg;base64,1',
      'data:image/jpeg;base64,2',
    ]);
  });
});

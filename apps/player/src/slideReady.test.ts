import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSlideDrawn } from './slideReady';

afterEach(() => {
  document.body.innerHTML = '';
});

function drawn(html: string): HTMLElement {
  const node = document.createElement('div');
  node.innerHTML = html;
  document.body.appendChild(node);
  return node;
}

/** A picture whose decoding the test ends: `finish(true)` decodes it, `finish(false)` finds it broken. */
function decoding(image: HTMLImageElement) {
  let finish: (decoded: boolean) => void = () => undefined;
  const decode = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = (decoded) => (decoded ? resolve() : reject(new Error('EncodingError')));
      }),
  );
  Object.defineProperty(image, 'decode', { value: decode });
  return { decode, finish: (decoded: boolean) => finish(decoded) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('isSlideDrawn', () => {
  it('counts nothing drawn, and a slide of text with its fonts, as ready', () => {
    expect(isSlideDrawn(null)).toBe(true);
    expect(isSlideDrawn(drawn('<div data-fonts-ready="true"><p>Welcome</p></div>'))).toBe(true);
    expect(isSlideDrawn(drawn('<div data-fonts-ready="false"><p>Welcome</p></div>'))).toBe(false);
  });

  it('waits until every picture is decoded, asking for it once', async () => {
    const node = drawn(
      '<img src="blob:http://localhost/a" alt=""><img src="blob:http://localhost/b" alt="">',
    );
    const [first, second] = [...node.querySelectorAll('img')].map(decoding);
    expect(isSlideDrawn(node)).toBe(false);
    expect(first?.decode).toHaveBeenCalledTimes(1);
    expect(second?.decode).toHaveBeenCalledTimes(1);
    first?.finish(true);
    await settle();
    expect(isSlideDrawn(node)).toBe(false);
    second?.finish(true);
    await settle();
    expect(isSlideDrawn(node)).toBe(true);
    expect(first?.decode).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a broken picture, which has nothing to show', async () => {
    const node = drawn('<img src="blob:http://localhost/broken" alt="">');
    const picture = decoding(node.querySelector('img') as HTMLImageElement);
    expect(isSlideDrawn(node)).toBe(false);
    picture.finish(false);
    await settle();
    expect(isSlideDrawn(node)).toBe(true);
  });

  it('decodes a picture again when it shows another file', async () => {
    const node = drawn('<img src="blob:http://localhost/old" alt="">');
    const image = node.querySelector('img') as HTMLImageElement;
    const picture = decoding(image);
    isSlideDrawn(node);
    picture.finish(true);
    await settle();
    expect(isSlideDrawn(node)).toBe(true);
    image.src = 'blob:http://localhost/new';
    expect(isSlideDrawn(node)).toBe(false);
    expect(picture.decode).toHaveBeenCalledTimes(2);
  });

  it('waits until every video holds the frame it shows first, or has no file it can play', () => {
    const node = drawn('<video src="blob:http://localhost/v"></video>');
    const video = node.querySelector('video') as HTMLVideoElement;
    let readyState = 1;
    Object.defineProperty(video, 'readyState', { get: () => readyState });
    expect(isSlideDrawn(node)).toBe(false);
    readyState = 2;
    expect(isSlideDrawn(node)).toBe(true);

    const broken = drawn('<video src="blob:http://localhost/broken"></video>').querySelector('video');
    Object.defineProperty(broken, 'networkState', { value: 3 });
    expect(isSlideDrawn(broken?.parentElement ?? null)).toBe(true);
  });
});

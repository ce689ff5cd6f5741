import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { TElement } from '@placard/contract';
import { SlideView } from './SlideView';
import { KEYFRAMES_STYLE_ID } from './keyframes';
import { element, shape, slide } from './testing/slideFixtures';

afterEach(cleanup);

const byElid = (container: HTMLElement, elid: string) =>
  container.querySelector<HTMLElement>(`[data-elid="${elid}"]`);
const canvasOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slide-canvas]');
const animationWrapper = (container: HTMLElement, elid: string) =>
  byElid(container, elid)?.firstElementChild as HTMLElement;

describe('SlideView canvas', () => {
  it('draws the canvas at its size in units, scaled to the width asked for', () => {
    const { container } = render(
      <SlideView slide={slide()} aspect={{ type: '16:9' }} width={960} mode="edit" />,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.style.width).toBe('960px');
    expect(wrapper.style.height).toBe('540px');
    expect(wrapper.style.overflow).toBe('hidden');
    const canvas = canvasOf(container);
    expect(canvas?.style.width).toBe('1920px');
    expect(canvas?.style.height).toBe('1080px');
    expect(canvas?.style.transform).toBe('scale(0.5)');
    expect(canvas?.style.transformOrigin).toBe('0 0');
    // nothing to load: the slide says its fonts are ready (rasterizeSlide waits for this)
    expect(wrapper.getAttribute('data-fonts-ready')).toBe('true');
  });

  it('draws a portrait canvas with its long side up', () => {
    const { container } = render(
      <SlideView slide={slide()} aspect={{ type: '9:16' }} width={270} mode="thumbnail" />,
    );
    expect((container.firstElementChild as HTMLElement).style.height).toBe('480px');
    expect(canvasOf(container)?.style.width).toBe('1080px');
    expect(canvasOf(container)?.style.transform).toBe('scale(0.25)');
  });

  it('shows the background colour, and a background picture covering it', () => {
    const colour = render(
      <SlideView
        slide={slide({ background: { type: 'color', color: '#123456' } })}
        aspect={{ type: '16:9' }}
        width={192}
        mode="edit"
      />,
    );
    expect(canvasOf(colour.container)?.style.backgroundColor).toBe('rgb(18, 52, 86)');
    expect(colour.container.querySelector('[data-background]')).toBeNull();
    cleanup();
    const picture = render(
      <SlideView
        slide={slide({
          background: { type: 'image', mediaId: 4, url: '/api/files/bg.jpg', color: '#000000' },
        })}
        aspect={{ type: '16:9' }}
        width={192}
        mode="edit"
      />,
    );
    const image = picture.container.querySelector<HTMLImageElement>('img[data-background]');
    expect(image?.getAttribute('src')).toBe('/api/files/bg.jpg');
    expect(image?.style.objectFit).toBe('cover');
    expect(canvasOf(picture.container)?.style.backgroundColor).toBe('rgb(0, 0, 0)');
  });
});

describe('SlideView elements', () => {
  const moved = shape('moved', {
    transform: { translation: { x: 300, y: -40 }, rotation: -15, scale: { x: 1.5, y: 2 } },
    width: 500,
    height: 250,
    opacity: 0.5,
  });

  it('positions, rotates, scales and fades each element in canvas units', () => {
    const { container } = render(
      <SlideView slide={slide({ elements: [moved] })} aspect={{ type: '16:9' }} width={960} mode="edit" />,
    );
    const box = byElid(container, 'moved');
    expect(box?.style.position).toBe('absolute');
    expect(box?.style.left).toBe('300px');
    expect(box?.style.top).toBe('-40px');
    expect(box?.style.width).toBe('500px');
    expect(box?.style.height).toBe('250px');
    expect(box?.style.transform).toBe('rotate(-15deg) scale(1.5, 2)');
    expect(box?.style.opacity).toBe('0.5');
  });

  it('draws elements bottom to top in their order, and the overlay slide’s elements over them', () => {
    const overlay = slide({ background: { type: 'color', color: '#FF0000' }, elements: [shape('logo')] });
    const { container } = render(
      <SlideView
        slide={slide({ elements: [shape('bottom'), shape('top')] })}
        overlay={overlay}
        aspect={{ type: '16:9' }}
        width={960}
        mode="play"
      />,
    );
    const order = [...container.querySelectorAll('[data-elid]')].map((node) =>
      node.getAttribute('data-elid'),
    );
    expect(order).toEqual(['bottom', 'top', 'logo']);
    expect(container.querySelector('[data-overlay] [data-elid="logo"]')).not.toBeNull();
    // the overlay brings its elements, not its background
    expect(canvasOf(container)?.style.backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it('leaves out hidden elements', () => {
    const { container } = render(
      <SlideView
        slide={slide({ elements: [shape('a'), shape('b')] })}
        hiddenElids={['a']}
        aspect={{ type: '16:9' }}
        width={960}
        mode="edit"
      />,
    );
    expect(byElid(container, 'a')).toBeNull();
    expect(byElid(container, 'b')).not.toBeNull();
  });

  it('lets the editor wrap each element and hears clicks on them', () => {
    const clicked = vi.fn();
    const wrapped: string[] = [];
    const { container } = render(
      <SlideView
        slide={slide({ elements: [shape('a'), shape('b')] })}
        aspect={{ type: '16:9' }}
        width={960}
        mode="edit"
        elementWrapper={(item: TElement, node) => {
          wrapped.push(item.elid);
          return <div data-selection={item.elid}>{node}</div>;
        }}
        onElementClick={clicked}
      />,
    );
    expect(wrapped).toEqual(['a', 'b']);
    expect(container.querySelector('[data-selection="b"] > [data-elid="b"]')).not.toBeNull();
    fireEvent.click(byElid(container, 'b') as HTMLElement);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked.mock.calls[0]?.[0]).toMatchObject({ elid: 'b' });
  });

  it('draws a picture fitted, with rounded corners, not draggable and without alternative text', () => {
    const picture = element('pic', 'image', {
      mediaId: 1,
      url: '/api/files/a.png',
      fit: 'contain',
      cornerRadius: 24,
    });
    const { container } = render(
      <SlideView slide={slide({ elements: [picture] })} aspect={{ type: '16:9' }} width={960} mode="edit" />,
    );
    const image = container.querySelector<HTMLImageElement>('[data-elid="pic"] img');
    expect(image?.getAttribute('src')).toBe('/api/files/a.png');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('draggable')).toBe('false');
    expect(image?.style.objectFit).toBe('contain');
    expect(image?.style.borderRadius).toBe('24px');
  });

  it('draws a widget without its data as a placeholder of its size', () => {
    const social = element('w', 'instagram', { accountId: '17841400000000001', username: 'harbourcafe' });
    const { container } = render(
      <SlideView slide={slide({ elements: [social] })} aspect={{ type: '16:9' }} width={960} mode="play" />,
    );
    const box = byElid(container, 'w');
    expect(box?.querySelector('[data-widget-placeholder]')?.textContent).toBe('@harbourcafe');
    expect(box?.style.width).toBe('400px');
  });
});

describe('SlideView modes', () => {
  const video = (contents: Record<string, unknown>) =>
    element('v', 'video', { mediaId: 2, url: '/api/files/clip.mp4', ...contents });

  it('shows a still video in the editor and thumbnails: its poster, or its first frame paused', () => {
    for (const mode of ['edit', 'thumbnail'] as const) {
      const withPoster = render(
        <SlideView
          slide={slide({ elements: [video({ posterUrl: '/api/files/clip.jpg' })] })}
          aspect={{ type: '16:9' }}
          width={960}
          mode={mode}
        />,
      );
      expect(withPoster.container.querySelector('video')).toBeNull();
      expect(withPoster.container.querySelector('[data-elid="v"] img')?.getAttribute('src')).toBe(
        '/api/files/clip.jpg',
      );
      cleanup();
      const without = render(
        <SlideView
          slide={slide({ elements: [video({})] })}
          aspect={{ type: '16:9' }}
          width={960}
          mode={mode}
        />,
      );
      const still = without.container.querySelector('video');
      expect(still?.getAttribute('preload')).toBe('metadata');
      expect(still?.hasAttribute('autoplay')).toBe(false);
      expect(still?.paused).toBe(true);
      cleanup();
    }
  });

  it('plays a video on a screen, muted and looping as set', () => {
    const { container } = render(
      <SlideView
        slide={slide({ elements: [video({ muted: true, loop: false })] })}
        aspect={{ type: '16:9' }}
        width={960}
        mode="play"
      />,
    );
    const playing = container.querySelector('video');
    expect(playing?.hasAttribute('autoplay')).toBe(true);
    expect(playing?.muted).toBe(true);
    expect(playing?.loop).toBe(false);
  });

  it('runs element animations only on a screen', () => {
    const animated = shape('a', { animation: { type: 'zoom', beginSeconds: 2 } });
    const edit = render(
      <SlideView slide={slide({ elements: [animated] })} aspect={{ type: '16:9' }} width={960} mode="edit" />,
    );
    expect(animationWrapper(edit.container, 'a').style.animationName).toBe('');
    cleanup();
    const thumbnail = render(
      <SlideView
        slide={slide({ elements: [animated] })}
        aspect={{ type: '16:9' }}
        width={960}
        mode="thumbnail"
      />,
    );
    expect(animationWrapper(thumbnail.container, 'a').style.animationName).toBe('');
    cleanup();
    const play = render(
      <SlideView slide={slide({ elements: [animated] })} aspect={{ type: '16:9' }} width={960} mode="play" />,
    );
    const wrapper = animationWrapper(play.container, 'a');
    expect(wrapper.style.animationName).toBe('placard-element-zoom');
    expect(wrapper.style.animationDelay).toBe('2000ms');
    // the animation is on a wrapper inside the element, so the element keeps its own transform
    expect(byElid(play.container, 'a')?.style.transform).toBe('rotate(0deg) scale(1, 1)');
  });

  it('holds a slide drawn ahead at its start: its video loaded and still, its animations waiting', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const elements = [
      element('v', 'video', { mediaId: 2, url: '/api/files/clip.mp4', muted: true }),
      shape('a', { animation: { type: 'zoom', beginSeconds: 2 } }),
    ];
    const drawn = (started: boolean) => (
      <SlideView
        slide={slide({ elements })}
        aspect={{ type: '16:9' }}
        width={960}
        mode="play"
        started={started}
      />
    );
    const { container, rerender } = render(drawn(false));
    const video = container.querySelector('video');
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(video?.getAttribute('preload')).toBe('auto');
    expect(animationWrapper(container, 'a').style.animationPlayState).toBe('paused');
    expect(play).not.toHaveBeenCalled();

    rerender(drawn(true));
    // the very video it loaded plays, and the animations run from their start
    expect(container.querySelector('video')).toBe(video);
    expect(play).toHaveBeenCalledTimes(1);
    expect(animationWrapper(container, 'a').style.animationPlayState).toBe('');
    expect(animationWrapper(container, 'a').style.animationName).toBe('placard-element-zoom');
    play.mockRestore();
  });

  it('adds its keyframes to the document once', () => {
    render(
      <>
        <SlideView slide={slide()} aspect={{ type: '16:9' }} width={100} mode="play" />
        <SlideView slide={slide()} aspect={{ type: '16:9' }} width={100} mode="play" />
      </>,
    );
    const styles = document.querySelectorAll(`style#${KEYFRAMES_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    const css = styles[0]?.textContent ?? '';
    for (const type of ['fade', 'slide', 'zoom', 'pulse', 'wiggle', 'spin', 'rotate', 'glow', 'rise']) {
      expect(css).toContain(`@keyframes placard-element-${type} `);
    }
    expect(css).toMatch(/@keyframes placard-element-fade \{ from \{ opacity: 0; \}/);
  });
});

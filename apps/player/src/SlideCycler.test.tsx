import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TManifestPlaylist, TSlideDataInput } from '@placard/contract';
import { SlideCycler } from './SlideCycler';
import { playlist, slide, text, video } from './testing/manifests';
import { READY_CHECK_MS, READY_WAIT_MAX_MS } from './useSlideCycle';

const size = { width: 960, height: 540 };

function textSlide(id: number, duration: number, words: string, extra: TSlideDataInput = {}) {
  return slide(id, duration, { elements: [text(`t${id}`, words)], ...extra });
}

const threeSlides = playlist(5, [
  textSlide(1, 5, 'Welcome'),
  textSlide(2, 10, 'Menu'),
  textSlide(3, 3, 'Goodbye'),
]);

function showing(): string | null {
  return screen.getByTestId('player-slide').getAttribute('data-slide-id');
}

async function cycler(list: TManifestPlaylist, interactive = false) {
  const shown: number[] = [];
  const view = render(
    <SlideCycler playlist={list} size={size} interactive={interactive} onShown={(id) => shown.push(id)} />,
  );
  const rerender = (next: TManifestPlaylist) =>
    view.rerender(
      <SlideCycler playlist={next} size={size} interactive={interactive} onShown={(id) => shown.push(id)} />,
    );
  await advance(0);
  return { shown, rerender };
}

/**
 * Moves the clock, letting the slides' fonts settle on the way: what loaded meanwhile (the fonts of
 * a slide drawn ahead) is drawn before the time moves on, as a browser does.
 */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SlideCycler', () => {
  it('shows each slide for its own duration, in order, and goes round', async () => {
    const { shown } = await cycler(threeSlides);
    expect(showing()).toBe('1');
    await advance(4_999);
    expect(showing()).toBe('1');
    await advance(1);
    expect(showing()).toBe('2');
    await advance(10_000);
    expect(showing()).toBe('3');
    await advance(3_000);
    expect(showing()).toBe('1');
    expect(shown).toEqual([1, 2, 3, 1]);
  });

  it('draws the next slide ahead, hidden', async () => {
    await cycler(threeSlides);
    expect(screen.getByTestId('player-slide')).toHaveProperty('textContent', 'Welcome');
    expect(screen.getByTestId('next-slide')).toHaveProperty('textContent', 'Menu');
    expect(screen.getByTestId('next-slide').getAttribute('aria-hidden')).toBe('true');
    await advance(5_000);
    expect(screen.getByTestId('next-slide')).toHaveProperty('textContent', 'Goodbye');
  });

  it('shows a new publication of the slide at once, keeping its place and time', async () => {
    const { rerender } = await cycler(threeSlides);
    await advance(5_000);
    await advance(1_000);
    expect(showing()).toBe('2');
    rerender(
      playlist(5, [textSlide(1, 5, 'Welcome'), textSlide(2, 10, 'Lunch menu'), textSlide(3, 3, 'Goodbye')], {
        publicationId: 501,
      }),
    );
    expect(screen.getByTestId('player-slide').textContent).toBe('Lunch menu');
    await advance(8_999);
    expect(showing()).toBe('2');
    await advance(1);
    expect(showing()).toBe('3');
  });

  it('starts another playlist at its first slide', async () => {
    const { rerender } = await cycler(threeSlides);
    await advance(6_000);
    rerender(playlist(6, [textSlide(61, 4, 'Opening hours'), textSlide(62, 4, 'Contact')]));
    expect(showing()).toBe('61');
    expect(screen.getByTestId('player-slide').getAttribute('data-playlist-id')).toBe('6');
  });

  it('draws the overlay slide over every slide, and never plays it alone', async () => {
    await cycler(
      playlist(5, [textSlide(1, 5, 'Welcome'), textSlide(2, 5, 'Northwind'), textSlide(3, 5, 'Menu')], {
        overlaySlideId: 2,
      }),
    );
    expect(screen.getByTestId('player-slide').textContent).toBe('WelcomeNorthwind');
    await advance(5_000);
    expect(showing()).toBe('3');
    expect(screen.getByTestId('player-slide').textContent).toBe('MenuNorthwind');
    await advance(5_000);
    expect(showing()).toBe('1');
  });

  it('keeps a single slide showing', async () => {
    await cycler(playlist(5, [textSlide(1, 5, 'Welcome')]));
    await advance(60_000);
    expect(showing()).toBe('1');
    expect(screen.queryByTestId('next-slide')).toBeNull();
  });
});

describe('SlideCycler, gapless', () => {
  const fade = { type: 'fade', option: null, durationInMillis: 800 } as const;
  const withVideo = playlist(5, [
    textSlide(1, 5, 'Welcome'),
    slide(2, 5, { elements: [video('v2', '/api/files/clip.webm')] }),
  ]);

  /** The video drawn ahead, its readiness in the test's hands (jsdom loads no video). */
  function aheadVideo() {
    const clip = screen.getByTestId('next-slide').querySelector('video') as HTMLVideoElement;
    const state = { readyState: 1 };
    Object.defineProperty(clip, 'readyState', { get: () => state.readyState });
    return { clip, state };
  }

  it('brings in the very slide it drew ahead: its elements are not drawn again', async () => {
    await cycler(threeSlides);
    const ahead = screen.getByTestId('next-slide');
    await advance(5_000);
    expect(screen.getByTestId('player-slide')).toBe(ahead);
    expect(ahead.getAttribute('aria-hidden')).toBeNull();
    expect(ahead.textContent).toBe('Menu');
  });

  it('holds a slide until the next one’s video holds its first frame, and starts that video as it comes in', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await cycler(withVideo);
    const { clip, state } = aheadVideo();
    // loaded ahead, still
    expect(clip.hasAttribute('autoplay')).toBe(false);
    expect(clip.getAttribute('preload')).toBe('auto');
    await advance(5_000);
    expect(showing()).toBe('1');
    await advance(1_000);
    expect(showing()).toBe('1');
    state.readyState = 2;
    await advance(READY_CHECK_MS);
    expect(showing()).toBe('2');
    expect(screen.getByTestId('player-slide').querySelector('video')).toBe(clip);
    expect(play).toHaveBeenCalledTimes(1);
    play.mockRestore();
  });

  it('shows the next slide anyway once it waited long enough for a video that does not load', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await cycler(withVideo);
    aheadVideo();
    await advance(5_000 + READY_WAIT_MAX_MS - READY_CHECK_MS);
    expect(showing()).toBe('1');
    await advance(READY_CHECK_MS);
    expect(showing()).toBe('2');
    vi.restoreAllMocks();
  });

  it('draws the first slide afresh, ahead, while it goes out at the end of a round', async () => {
    await cycler(
      playlist(5, [
        textSlide(1, 5, 'Welcome', { slideAnimation: fade }),
        textSlide(2, 5, 'Menu', { slideAnimation: fade }),
      ]),
    );
    await advance(5_000);
    const [going, coming] = screen.getAllByTestId('player-slide');
    expect(going?.getAttribute('data-slide-id')).toBe('1');
    expect(coming?.getAttribute('data-slide-id')).toBe('2');
    const ahead = screen.getByTestId('next-slide');
    expect(ahead.getAttribute('data-slide-id')).toBe('1');
    expect(ahead).not.toBe(going);
    await advance(800);
    expect(screen.getAllByTestId('player-slide')).toHaveLength(1);
    await advance(4_200);
    // round again: the slide drawn ahead is the one that comes in
    expect(screen.getAllByTestId('player-slide').at(-1)).toBe(ahead);
  });
});

describe('SlideCycler on a touch screen', () => {
  const touchable = playlist(5, [
    textSlide(1, 30, 'Welcome', {
      hotCorners: true,
      actions: {
        t1: { type: 'OATJumpTo', targetSlideId: 3 },
      },
    }),
    textSlide(2, 30, 'Menu', {
      actions: {
        t2: {
          type: 'OATPopup',
          targetSlideId: 3,
          position: { x: 0.5, y: 0.25 },
          size: { width: 0.4, height: 0.5 },
        },
      },
    }),
    textSlide(3, 30, 'Map'),
  ]);

  const element = (elid: string) =>
    document.querySelector(`[data-testid="player-slide"] [data-elid="${elid}"]`);

  it('jumps to the slide a tapped element names', async () => {
    await cycler(touchable, true);
    fireEvent.click(element('t1') as Element);
    expect(showing()).toBe('3');
  });

  it('goes back and forth with the hot corners', async () => {
    await cycler(touchable, true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Next slide' })[0] as HTMLElement);
    expect(showing()).toBe('2');
    await advance(30_000);
    expect(showing()).toBe('3');
    fireEvent.click(element('t3') as Element);
    expect(showing()).toBe('3');
  });

  it('opens a popup over the slide, holds the slides meanwhile, and closes it when tapped away', async () => {
    await cycler(touchable, true);
    await advance(30_000);
    fireEvent.click(element('t2') as Element);
    const popup = screen.getByTestId('popup');
    expect(popup.textContent).toBe('Map');
    expect(popup.style.left).toBe('480px');
    expect(popup.style.width).toBe('384px');
    await advance(29_000);
    expect(showing()).toBe('2');
    fireEvent.click(screen.getByTestId('popup-backdrop'));
    expect(screen.queryByTestId('popup')).toBeNull();
  });

  it('ignores touch on a screen that is not interactive', async () => {
    await cycler(touchable, false);
    fireEvent.click(element('t1') as Element);
    expect(showing()).toBe('1');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

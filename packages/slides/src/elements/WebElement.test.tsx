import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { SlideView } from '../SlideView';
import type { SlideMode } from '../types';
import { element, slide } from '../testing/slideFixtures';
import { CROSS_ORIGIN_SANDBOX, SAME_ORIGIN_SANDBOX, webSandbox } from './webSandbox';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderWeb(contents: Record<string, unknown>, mode: SlideMode = 'play') {
  const web = element(
    'w',
    'web',
    { url: 'https://example.com/menu', ...contents },
    { width: 800, height: 600 },
  );
  const { container } = render(
    <SlideView slide={slide({ elements: [web] })} aspect={{ type: '16:9' }} width={960} mode={mode} />,
  );
  return { container, frame: () => container.querySelector('iframe') };
}

describe('web elements', () => {
  it('lets a page from another site keep its origin and forms', () => {
    const { frame } = renderWeb({ url: 'https://example.com/menu' });
    expect(frame()?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    expect(frame()?.getAttribute('src')).toBe('https://example.com/menu');
    expect(frame()?.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('gives a page from Placard’s own origin scripts only, so it cannot reach Placard', () => {
    const { frame } = renderWeb({ url: `${window.location.origin}/some/page` });
    expect(frame()?.getAttribute('sandbox')).toBe('allow-scripts');
  });

  it('compares whole origins', () => {
    const page = 'https://placard.example';
    expect(webSandbox('https://placard.example/x', page)).toBe(SAME_ORIGIN_SANDBOX);
    expect(webSandbox('https://PLACARD.example:443/x', page)).toBe(SAME_ORIGIN_SANDBOX);
    expect(webSandbox('http://placard.example/x', page)).toBe(CROSS_ORIGIN_SANDBOX);
    expect(webSandbox('https://placard.example:8443/x', page)).toBe(CROSS_ORIGIN_SANDBOX);
    expect(webSandbox('https://evil.placard.example/x', page)).toBe(CROSS_ORIGIN_SANDBOX);
    expect(webSandbox('not a url', page)).toBe(SAME_ORIGIN_SANDBOX);
  });

  it('zooms the page with a transform: laid out 1/zoom as large, scaled to the element', () => {
    const { frame } = renderWeb({ zoom: 2 });
    expect(frame()?.style.width).toBe('400px');
    expect(frame()?.style.height).toBe('300px');
    expect(frame()?.style.transform).toBe('scale(2)');
    expect(frame()?.style.transformOrigin).toBe('0 0');
  });

  it('takes no pointer input in the editor or a thumbnail', () => {
    for (const mode of ['edit', 'thumbnail'] as const) {
      expect(renderWeb({}, mode).frame()?.style.pointerEvents).toBe('none');
      cleanup();
    }
    expect(renderWeb({}, 'play').frame()?.style.pointerEvents).toBe('auto');
  });

  it('reloads every refreshSeconds on a screen', async () => {
    vi.useFakeTimers();
    const { frame } = renderWeb({ refreshSeconds: 30 });
    const first = frame();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(frame()).toBe(first);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const second = frame();
    expect(second).not.toBe(first);
    expect(second?.getAttribute('src')).toBe('https://example.com/menu');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(frame()).not.toBe(second);
  });

  it('never reloads in the editor', async () => {
    vi.useFakeTimers();
    const { frame } = renderWeb({ refreshSeconds: 10 }, 'edit');
    const first = frame();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(frame()).toBe(first);
  });

  it('shows a calm placeholder with the site’s name on a screen without a network, and the page once back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { container, frame } = renderWeb({ url: 'https://www.example.com/menu' });
      expect(frame()).toBeNull();
      expect(container.querySelector('[data-widget-placeholder]')?.textContent).toContain('example.com');
      online.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(frame()?.getAttribute('src')).toBe('https://www.example.com/menu');
    } finally {
      online.mockRestore();
    }
  });

  it('keeps the page in the editor, whatever the network', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { frame } = renderWeb({}, 'edit');
      expect(frame()).not.toBeNull();
    } finally {
      online.mockRestore();
    }
  });
});

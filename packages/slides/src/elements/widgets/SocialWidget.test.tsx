import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { widgetSourceKey } from '@placard/contract';
import { SlideView } from '../../SlideView';
import { element, slide } from '../../testing/slideFixtures';
import { facebookSettings, facebookSnapshot } from '../../testing/widgetFixtures';
import { SocialWidget } from './SocialWidget';
import { WidgetDataProvider } from './widgetData';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const current = () =>
  screen.getAllByTestId('social-post').find((post) => post.dataset.turn === 'current')?.textContent ?? '';

describe('SocialWidget', () => {
  it("shows the page's posts one at a time with its name, each every secondsPerPost", () => {
    vi.useFakeTimers();
    render(
      <SocialWidget
        platform="facebook"
        secondsPerPost={6}
        snapshot={facebookSnapshot}
        width={1600}
        height={900}
        rotating
      />,
    );
    expect(current()).toContain('Harbour Café');
    expect(current()).toContain('Fresh cinnamon buns every morning from 7.');
    expect(document.querySelector('[data-widget="facebook"] img')?.getAttribute('src')).toBe(
      '/api/files/harbour.png',
    );
    act(() => vi.advanceTimersByTime(6_000));
    expect(current()).toContain('Live jazz on Friday night.');
  });

  it('names an Instagram account by its username', () => {
    render(
      <SocialWidget
        platform="instagram"
        secondsPerPost={6}
        snapshot={{ ...facebookSnapshot, name: 'harbourcafe' }}
        width={900}
        height={1600}
        rotating={false}
      />,
    );
    expect(current()).toContain('@harbourcafe');
  });
});

describe('a Facebook element', () => {
  const key = widgetSourceKey('facebook', facebookSettings);
  const show = (snapshot: unknown, locale: 'en' | 'fr' = 'en') =>
    render(
      <WidgetDataProvider
        entries={{ [key]: { snapshot, updatedAt: '2026-11-23T09:00:00Z' } }}
        locale={locale}
      >
        <SlideView
          slide={slide({ elements: [element('f', 'facebook', facebookSettings)] })}
          aspect={{ type: '16:9' }}
          width={960}
          mode="play"
        />
      </WidgetDataProvider>,
    );

  it('draws its posts on screens', () => {
    show(facebookSnapshot);
    expect(screen.getAllByTestId('social-post')).toHaveLength(2);
  });

  it('says the page has no posts, on screens too', () => {
    show({ ...facebookSnapshot, posts: [] });
    expect(document.querySelector('[data-widget-placeholder]')?.textContent).toBe(
      'Harbour CaféThis page has no posts yet',
    );
    cleanup();
    show({ ...facebookSnapshot, posts: [] }, 'fr');
    expect(document.querySelector('[data-widget-placeholder]')?.textContent).toBe(
      "Harbour CaféCette page n'a encore aucune publication",
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { newsSettings, newsSnapshot } from '../../testing/widgetFixtures';
import { NewsWidget } from './NewsWidget';

const WIDE = { width: 1600, height: 600 };
const TALL = { width: 600, height: 1600 };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The story on top, and the one under it while it fades in. */
function turns() {
  const stories = screen.getAllByTestId('news-story');
  const title = (turn: string) =>
    stories.find((story) => story.dataset.turn === turn)?.querySelector('h2')?.textContent ?? null;
  return { current: title('current'), previous: title('previous') };
}

const [first, second, third] = newsSnapshot.stories.map((story) => story.title);

describe('NewsWidget', () => {
  it('shows one story at a time, the next every secondsPerStory, the last kept under it as it fades in', () => {
    vi.useFakeTimers();
    render(<NewsWidget settings={newsSettings} snapshot={newsSnapshot} {...WIDE} rotating />);
    expect(turns()).toEqual({ current: first, previous: null });
    act(() => vi.advanceTimersByTime(7_999));
    expect(turns().current).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(turns()).toEqual({ current: second, previous: first });
    act(() => vi.advanceTimersByTime(8_000));
    expect(turns()).toEqual({ current: third, previous: second });
    act(() => vi.advanceTimersByTime(8_000));
    expect(turns()).toEqual({ current: first, previous: third });
  });

  it('draws the story on top opaque and the one before it opaque under it: never an empty frame', () => {
    vi.useFakeTimers();
    render(<NewsWidget settings={newsSettings} snapshot={newsSnapshot} {...WIDE} rotating />);
    act(() => vi.advanceTimersByTime(8_000));
    const layers = screen.getAllByTestId('news-story');
    const style = (turn: string) => layers.find((layer) => layer.dataset.turn === turn)?.style;
    expect(style('current')?.opacity).toBe('1');
    expect(style('current')?.transition).toContain('opacity');
    expect(Number(style('current')?.zIndex)).toBeGreaterThan(Number(style('previous')?.zIndex));
    expect(style('previous')?.opacity).toBe('1');
    expect(style('waiting')?.opacity).toBe('0');
    // the last story's text leaves as the next one's comes, its picture stays under the next one
    const previous = layers.find((layer) => layer.dataset.turn === 'previous');
    expect(previous?.querySelector('h2')?.closest<HTMLElement>('[style*="opacity"]')?.style.opacity).toBe(
      '0',
    );
  });

  it('keeps to its first story where nothing moves (the editor, thumbnails)', () => {
    vi.useFakeTimers();
    render(<NewsWidget settings={newsSettings} snapshot={newsSnapshot} {...TALL} rotating={false} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(turns()).toEqual({ current: first, previous: null });
  });

  it('shows a story’s feed, summary, time and picture', () => {
    const pictured = {
      ...newsSnapshot,
      stories: newsSnapshot.stories.slice(0, 1).map((story) => ({
        ...story,
        imageUrl: 'https://news.example.com/tram.jpg',
        publishedAt: new Date(2026, 10, 23, 7, 30).toISOString(),
      })),
    };
    render(<NewsWidget settings={newsSettings} snapshot={pictured} {...WIDE} rotating />);
    const story = screen.getByTestId('news-story');
    expect(story.textContent).toContain('City Daily');
    expect(story.textContent).toContain('in twelve minutes, every five minutes at peak hours.');
    expect(story.textContent).toContain('Nov 23, 7:30 AM');
    expect(story.querySelector('img')?.getAttribute('src')).toBe('https://news.example.com/tram.jpg');
  });
});

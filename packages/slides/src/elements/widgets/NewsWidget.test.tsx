import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { newsSettings, newsSnapshot } from '../../testing/widgetFixtures';
import { NewsWidget } from './NewsWidget';

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
    render(<NewsWidget settings={newsSettings} snapshot={newsSnapshot} tall={false} rotating />);
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
    render(<NewsWidget settings={newsSettings} snapshot={newsSnapshot} tall={false} rotating />);
    act(() => vi.advanceTimersByTime(8_000));
    const layers = screen.getAllByTestId('news-story');
    const style = (turn: string) => layers.find((layer) => layer.dataset.turn === turn)?.style;
    expect(style('current')?.opacity).toBe('1');
    expect(style('current')?.transition).toContain('opacity');
    expect(Number(style('current')?.zIndex)).toBeGreaterThan(Number(style('previous')?.zIndex));
    expect(style('previous')?.opacity).toBe('1');
    expect(style('waiting')?.opacity).toBe('0');
  });

  it('keeps to its first story where nothing moves (the editor, thumbnails)', () => {
    vi.useFakeTimers();
    render(<NewsWidget settings={newsSettings} snapshot={newsSnapshot} tall rotating={false} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(turns()).toEqual({ current: first, previous: null });
  });

  it('shows a story’s feed, summary, time and picture', () => {
    const pictured = {
      ...newsSnapshot,
      stories: newsSnapshot.stories.slice(0, 1).map((story) => ({
        ...story,
        imageUrl: 'https://news.example.com/tram.jpg',
      })),
    };
    render(<NewsWidget settings={newsSettings} snapshot={pictured} tall={false} rotating />);
    const story = screen.getByTestId('news-story');
    expect(story.textContent).toContain('City Daily');
    expect(story.textContent).toContain('in twelve minutes, every five minutes at peak hours.');
    expect(story.textContent).toMatch(/Nov 23, \d{1,2}:30 [AP]M/);
    expect(story.querySelector('img')?.getAttribute('src')).toBe('https://news.example.com/tram.jpg');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveQueue, retryDelay, type SaveQueueState } from './save-queue';

type Job = { slideId?: number; name: string };

/** A send whose calls the test settles one by one. */
function controlledSend() {
  const calls: { job: Job; resolve: () => void; reject: (error: Error) => void }[] = [];
  const send = (job: Job) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ job, resolve, reject });
    });
  const settle = async (outcome: 'ok' | 'fail') => {
    const call = calls.shift();
    if (!call) throw new Error('nothing is being sent');
    if (outcome === 'ok') call.resolve();
    else call.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    return call.job.name;
  };
  return { send, calls, settle };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the autosave queue', () => {
  it('sends one job at a time, structure changes in order', async () => {
    const { send, calls, settle } = controlledSend();
    const queue = createSaveQueue<Job>({ send });
    queue.enqueue({ name: 'create slide' });
    queue.enqueue({ slideId: 1, name: 'slide 1' });
    queue.enqueue({ name: 'reorder' });
    expect(calls).toHaveLength(1);
    expect(await settle('ok')).toBe('create slide');
    expect(await settle('ok')).toBe('slide 1');
    expect(await settle('ok')).toBe('reorder');
    expect(calls).toHaveLength(0);
  });

  it('sends only the latest document of a slide that waits', async () => {
    const { send, settle } = controlledSend();
    const queue = createSaveQueue<Job>({ send });
    queue.enqueue({ slideId: 1, name: 'slide 1 v1' });
    queue.enqueue({ slideId: 2, name: 'slide 2 v1' });
    queue.enqueue({ slideId: 1, name: 'slide 1 v2' });
    queue.enqueue({ slideId: 2, name: 'slide 2 v2' });
    queue.enqueue({ slideId: 2, name: 'slide 2 v3' });
    // one being sent, one waiting per slide
    expect(queue.state().pending).toBe(3);
    const sent = [await settle('ok'), await settle('ok')];
    // v1 of slide 1 was already being sent; what waited was replaced in place
    expect(sent).toEqual(['slide 1 v1', 'slide 2 v3']);
    expect(await settle('ok')).toBe('slide 1 v2');
    expect(queue.state()).toEqual({ status: 'saved', pending: 0 });
  });

  it('reports saving, failed and saved', async () => {
    const { send, settle } = controlledSend();
    const states: SaveQueueState[] = [];
    const queue = createSaveQueue<Job>({ send, onState: (state) => states.push(state) });
    queue.enqueue({ slideId: 1, name: 'slide 1' });
    await settle('fail');
    await vi.advanceTimersByTimeAsync(1000);
    await settle('ok');
    expect(states).toEqual([
      { status: 'saving', pending: 1 },
      { status: 'failed', pending: 1 },
      { status: 'saved', pending: 0 },
    ]);
    expect(queue.state().status).toBe('saved');
  });

  it('retries a failing send after 1, 2, 4 … seconds, at most 30, and never drops the data', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    const { send, calls, settle } = controlledSend();
    const queue = createSaveQueue<Job>({ send });
    queue.enqueue({ slideId: 1, name: 'slide 1' });
    for (const delay of [1000, 2000, 4000, 8000, 16000, 30000, 30000]) {
      await settle('fail');
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls.map((call) => call.job.name)).toEqual(['slide 1']);
    }
    await settle('ok');
    expect(queue.state()).toEqual({ status: 'saved', pending: 0 });
  });

  it('retries with the newest document of a slide edited while it failed', async () => {
    const { send, calls, settle } = controlledSend();
    const queue = createSaveQueue<Job>({ send });
    queue.enqueue({ slideId: 1, name: 'v1' });
    await settle('fail');
    queue.enqueue({ slideId: 1, name: 'v2' });
    expect(queue.state().pending).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((call) => call.job.name)).toEqual(['v2']);
  });

  it('keeps the order of structure changes through a failure', async () => {
    const { send, settle } = controlledSend();
    const queue = createSaveQueue<Job>({ send });
    queue.enqueue({ name: 'delete slide' });
    queue.enqueue({ name: 'reorder' });
    await settle('fail');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settle('ok')).toBe('delete slide');
    expect(await settle('ok')).toBe('reorder');
  });

  it('resolves flush once everything queued is saved', async () => {
    const { send, settle } = controlledSend();
    const queue = createSaveQueue<Job>({ send });
    await expect(queue.flush()).resolves.toBeUndefined();
    queue.enqueue({ slideId: 1, name: 'slide 1' });
    queue.enqueue({ name: 'reorder' });
    let flushed = false;
    void queue.flush().then(() => {
      flushed = true;
    });
    await settle('ok');
    expect(flushed).toBe(false);
    await settle('fail');
    await vi.advanceTimersByTimeAsync(1000);
    expect(flushed).toBe(false);
    await settle('ok');
    expect(flushed).toBe(true);
  });

  it('sends a job waiting for its retry at once on retryNow', async () => {
    const { send, calls, settle } = controlledSend();
    const queue = createSaveQueue<Job>({ send });
    queue.enqueue({ slideId: 1, name: 'slide 1' });
    await settle('fail');
    queue.retryNow();
    expect(calls).toHaveLength(1);
  });
});

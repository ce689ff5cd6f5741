/**
 * The editor's autosave: jobs are sent one at a time, in order. A job that saves a slide's document
 * carries its `slideId`; a newer one for the same slide replaces one still waiting, so only the latest
 * document is sent. Other jobs (changes to the slide list) keep their place. A failed send keeps its
 * job and is tried again after 1 s, 2 s, 4 s … (at most 30 s apart), for as long as it takes: the
 * user's work is never dropped.
 */

/** 'failed' from a failed send until a send succeeds again (it is being retried meanwhile). */
export type SaveStatus = 'saved' | 'saving' | 'failed';
export type SaveQueueState = {
  status: SaveStatus;
  /** jobs not yet saved, the one being sent included */
  pending: number;
};

/** A job; one with a slide id saves that slide and is replaced by a newer one for the same slide. */
export type SaveJob = { slideId?: number | null };

export const SAVE_RETRY_FIRST_MS = 1000;
export const SAVE_RETRY_MAX_MS = 30_000;

export type SaveQueueOptions<J extends SaveJob> = {
  send(job: J): Promise<void>;
  onState?(state: SaveQueueState): void;
};

export type SaveQueue<J extends SaveJob> = {
  enqueue(job: J): void;
  /** Resolves once every job queued so far (and any queued meanwhile) is saved. */
  flush(): Promise<void>;
  /** Sends a job waiting for its retry now. */
  retryNow(): void;
  state(): SaveQueueState;
  /** Stops the retry timer (the jobs stay queued but are no longer sent). */
  dispose(): void;
};

/** How long to wait before the next try after `failures` failed sends in a row. */
export function retryDelay(failures: number): number {
  return Math.min(SAVE_RETRY_MAX_MS, SAVE_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
}

export function createSaveQueue<J extends SaveJob>(options: SaveQueueOptions<J>): SaveQueue<J> {
  const queue: J[] = [];
  let sending: J | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  let waiting: (() => void)[] = [];
  let last: SaveQueueState | null = null;

  const slideOf = (job: J) => job.slideId ?? null;

  function state(): SaveQueueState {
    const pending = queue.length + (sending ? 1 : 0);
    const status: SaveStatus = pending === 0 ? 'saved' : failures > 0 ? 'failed' : 'saving';
    return { status, pending };
  }

  function report() {
    const now = state();
    if (last && last.status === now.status && last.pending === now.pending) return;
    last = now;
    options.onState?.(now);
  }

  function settle() {
    if (queue.length > 0 || sending) return;
    const resolvers = waiting;
    waiting = [];
    for (const resolve of resolvers) resolve();
  }

  /** Puts a job in the queue, in place of a waiting one for the same slide. */
  function put(job: J, atFront = false) {
    const slideId = slideOf(job);
    const index = slideId === null ? -1 : queue.findIndex((queued) => slideOf(queued) === slideId);
    if (index >= 0) queue[index] = job;
    else if (atFront) queue.unshift(job);
    else queue.push(job);
  }

  function next() {
    if (sending || timer || disposed) return;
    const job = queue.shift();
    if (!job) return settle();
    sending = job;
    report();
    options.send(job).then(
      () => {
        sending = null;
        failures = 0;
        report();
        settle();
        next();
      },
      () => {
        sending = null;
        failures += 1;
        const slideId = slideOf(job);
        // a newer document of the same slide, queued meanwhile, is sent instead
        if (slideId === null || !queue.some((queued) => slideOf(queued) === slideId)) put(job, true);
        timer = setTimeout(() => {
          timer = null;
          next();
        }, retryDelay(failures));
        report();
      },
    );
  }

  return {
    enqueue(job) {
      put(job);
      report();
      next();
    },
    flush() {
      if (queue.length === 0 && !sending) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    retryNow() {
      if (!timer) return;
      clearTimeout(timer);
      timer = null;
      next();
    },
    state,
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, so that its answer takes the same time whatever the work
 * finds (a known or an unknown address): lookups, password hashing and mail happen after answering.
 */
export type AfterAnswer = {
  /** starts the work on the next turn of the event loop; a failure is logged */
  run(label: string, work: () => Promise<void>): void;
  /** resolves once every piece of work started so far has finished */
  settled(): Promise<void>;
};

export function createAfterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, `${label} failed after answering`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

import type PgBoss from 'pg-boss';

type Log = {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** What one queue's worker needs of the queue. */
export type WorkerParts = {
  boss: PgBoss;
  log: Log;
  pollMs: number;
  /** runs a job's payload; what it throws fails the attempt */
  run(payload: object): Promise<void>;
  /** after an attempt failed (its job may have gone to the dead-letter queue) */
  afterFailure(): void;
};

/**
 * Claims and runs one queue's jobs one at a time, on this instance, until stopped. A claim is an
 * update that skips rows other instances hold, so a job runs on one instance only. When a stop comes,
 * the job running finishes and is recorded before the loop ends; one that never got recorded (the
 * process died) expires and is tried again.
 */
export class JobWorker {
  private stopping = false;
  /** woken while not asleep: the next sleep is skipped */
  private woken = false;
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly parts: WorkerParts,
  ) {}

  start(): void {
    this.loop ??= this.work();
  }

  /** looks for jobs now rather than at the next poll */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** resolves when the job this worker is running (if any) has been run and recorded */
  async current(): Promise<void> {
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
  }

  private async work(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      const [job] = await this.parts.boss.fetch<object>(this.name, { batchSize: 1 });
      if (job) {
        this.running = this.runOne(job);
        await this.running;
        this.running = null;
      } else {
        await this.sleep();
      }
    }
  }

  private sleep(): Promise<void> {
    if (this.woken) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.parts.pollMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }

  private async runOne(job: PgBoss.Job<object>): Promise<void> {
    const { boss, log } = this.parts;
    try {
      await this.parts.run(job.data);
    } catch (error) {
      log.warn({ err: error, job: this.name, jobId: job.id }, 'a job failed');
      await boss.fail(this.name, job.id, toOutput(error)).catch((failError: unknown) => {
        log.error({ err: failError, job: this.name, jobId: job.id }, 'a failed job could not be recorded');
      });
      this.parts.afterFailure();
      return;
    }
    await boss.complete(this.name, job.id).catch((error: unknown) => {
      // it expires and runs again
      log.error({ err: error, job: this.name, jobId: job.id }, 'a finished job could not be recorded');
    });
  }
}

/** What a failed attempt leaves on its job row. */
function toOutput(error: unknown): object {
  return error instanceof Error ? { message: error.message } : { message: String(error) };
}

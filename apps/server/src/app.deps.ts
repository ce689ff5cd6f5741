import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Announce } from './platform/console/notice.js';
import { createAfterAnswer } from './platform/after-answer.js';
import { databaseTarget, openDatabase, type DatabaseHandle } from './platform/db/client.js';
import type { Deps } from './platform/deps.js';
import { createEventBus } from './platform/events/event-bus.js';
import { composeHooks, type Hooks, type ModuleHooks } from './platform/hooks.js';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue.js';
import { composeJobs, type JobPayloads, type ModuleJobs } from './platform/jobs/jobs.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { createBlobStorage } from './platform/storage/create-storage.js';
import { libraryHooks } from './modules/library/library.handlers.js';
import { mediaHooks } from './modules/media/media.handlers.js';
import { playlistsHooks } from './modules/playlists/playlists.handlers.js';
import { devicesHooks } from './modules/devices/devices.handlers.js';
import { schedulesHooks } from './modules/devices/schedules.usecases.js';
import { alertsHooks } from './modules/alerts/alerts.handlers.js';
import { menusHooks } from './modules/widgets/menus.handlers.js';
import { alertsJobs } from './modules/alerts/alerts.jobs.js';
import { mediaJobs } from './modules/media/media.jobs.js';
import { widgetsHooks } from './modules/widgets/widgets.handlers.js';
import { widgetsJobs } from './modules/widgets/widgets.jobs.js';

export type DepsOptions = {
  now?: () => Date;
  mailer?: Mailer;
  /** an in-memory database starts from this image of a migrated one (see DatabaseTarget) */
  databaseImage?: Blob;
  /** where what the person at the console must not miss is printed (the server prints it on stdout) */
  announce?: Announce;
  /** more hooks, after the modules' own (a test's probe of a hook) */
  hooks?: ModuleHooks;
  /** more jobs, beside the modules' own (a test's job) */
  jobs?: ModuleJobs;
};

/**
 * How the modules take part in each other's work, in the order each kind runs: an organization's data
 * moves (library folders before the items in them, playlists before their publications, then screens),
 * users' content is handed over, blobs are kept by whoever still uses them, media usage is told,
 * screens hear of changed playlists, and the receipts screens send of alerts are kept.
 */
const MODULE_HOOKS: readonly ModuleHooks[] = [
  libraryHooks,
  mediaHooks,
  playlistsHooks,
  devicesHooks,
  widgetsHooks,
  schedulesHooks,
  alertsHooks,
  menusHooks,
];

/**
 * The jobs each module runs in the background (media processing, the sweep of unused blobs, CAP feeds,
 * widget sources).
 */
const MODULE_JOBS: readonly ModuleJobs[] = [mediaJobs, alertsJobs, widgetsJobs];

/** The hooks of an app: the modules' own, then any more it is given. */
export function appHooks(more?: ModuleHooks): Hooks {
  return composeHooks([...MODULE_HOOKS, ...(more ? [more] : [])]);
}

export type OpenedDeps = {
  deps: Deps;
  database: DatabaseHandle;
  /** the app's durable jobs: enqueued through deps.jobs, run once started */
  jobs: JobQueue<Deps, JobPayloads>;
  /** waits for the work left for after answers, then stops listening and closes storage and database */
  close: () => Promise<void>;
};

/** Opens (and migrates) the database, the blob storage and the event bus: what the use cases receive. */
export async function openDeps(
  config: Config,
  log: FastifyBaseLogger,
  options: DepsOptions = {},
): Promise<OpenedDeps> {
  const target = databaseTarget(config.DATABASE_URL, config.DATA_DIR);
  const database = await openDatabase(
    target.kind === 'pglite' && !target.dataDir ? { ...target, image: options.databaseImage } : target,
    log,
  );
  const storage = await createBlobStorage(config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const events = createEventBus(database.db, database.listen, log, database.onListenGap);
  const jobs = await createJobQueue<Deps, JobPayloads>({
    db: database.db,
    query: database.query,
    events,
    log,
    handlers: composeJobs([...MODULE_JOBS, ...(options.jobs ? [options.jobs] : [])]),
    soleProcess: target.kind === 'pglite',
  }).catch(async (error: unknown) => {
    await events.close();
    await storage.close();
    await database.close();
    throw error;
  });
  const afterAnswer = createAfterAnswer(log);
  const deps: Deps = {
    db: database.db,
    config,
    log,
    now: options.now ?? (() => new Date()),
    afterAnswer,
    hooks: appHooks(options.hooks),
    jobs,
    storage,
    events,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        dataDir: config.DATA_DIR,
        log,
        announce: options.announce,
      }),
  };
  return {
    deps,
    database,
    jobs,
    // jobs and listeners stop before the database closes
    close: async () => {
      await jobs.stop();
      await afterAnswer.settled();
      await events.close();
      await storage.close();
      await database.close();
    },
  };
}

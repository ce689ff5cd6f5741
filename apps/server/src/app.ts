import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type { Config } from './config.js';
import { openDeps, type DepsOptions } from './app.deps.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import type { JobPayloads } from './platform/jobs/jobs.js';
import type { DatabaseHandle } from './platform/db/client.js';
import { filesRoutes } from './platform/storage/files.routes.js';
import { startTemporarySweep, temporaryDirectory } from './platform/storage/temporary-files.js';
import type { Deps } from './platform/deps.js';
import { AccessLog } from './platform/http/access-log.js';
import { handleError, registerErrorHandler } from './platform/http/error-handler.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registerGuard } from './platform/http/guard.js';
import { registerInputGuard } from './platform/http/input-guard.js';
import { registerRateLimit } from './platform/http/rate-limit.js';
import { registerCrossSiteRefusal } from './platform/http/cross-site.js';
import { registerSecurityHeaders } from './platform/http/security.js';
import { fastifyTrustProxy } from './platform/http/trust-proxy.js';
import { serverVersion } from './platform/paths.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { paletteRoutes } from './modules/palette/palette.routes.js';
import { resolveSession } from './modules/auth/auth.usecases.js';
import { registerImpersonationAudit } from './modules/impersonation/impersonation.audit.js';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { licensingRoutes } from './modules/licensing/licensing.routes.js';
import { organizationsRoutes } from './modules/organizations/organizations.routes.js';
import { ensureRootOrganization } from './modules/organizations/root.usecases.js';
import { registrationRoutes } from './modules/registration/registration.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { usersManageRoutes } from './modules/users/users.manage.routes.js';
import { mediaModule } from './modules/media/media.module.js';
import { providersRoutes } from './modules/media-providers/providers.routes.js';
import { providerImageSources } from './modules/media-providers/providers.registry.js';
import { canvaRoutes } from './modules/canva/canva.routes.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { outsideServicesRoutes } from './modules/services/services.routes.js';
import { playlistsModule } from './modules/playlists/playlists.module.js';
import { devicesModule } from './modules/devices/devices.module.js';
import { alertsRoutes } from './modules/alerts/alerts.routes.js';
import { integrationEndpoint } from './modules/alerts/integrations.endpoint.js';
import { integrationsRoutes } from './modules/alerts/integrations.routes.js';
import { widgetsRoutes } from './modules/widgets/widgets.routes.js';
import { menusRoutes } from './modules/widgets/menus.routes.js';
import { facebookRoutes } from './modules/social/facebook.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { registerFonts } from './platform/http/static/fonts.js';
import { registerPlayer } from './platform/http/static/player.js';
import { registerSpa } from './platform/http/static/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    database: DatabaseHandle;
    /** the app's background jobs; tests wait on its idle() */
    jobs: JobQueue<Deps, JobPayloads>;
    /** the root owner's login, when this start created the database */
    rootCredentials: { email: string; password: string } | null;
  }
}

function loggerOptions(config: Config) {
  if (!config.LOG_PRETTY) return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  };
}

/** Builds the whole server: platform plugins, then modules. Opens (and migrates) the database. */
export async function buildApp(config: Config, options: DepsOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    logController: new AccessLog(),
    // what the router refuses itself (a bad or over-long path) is answered in Placard's error shape too
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();
  // the API speaks JSON; any other body type is answered 415 rather than parsed
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // what a crash left half-written is removed now, and every hour what later ones leave
  const temporarySweep = await startTemporarySweep(temporaryDirectory(config.DATA_DIR), app.log);
  app.addHook('onClose', async () => temporarySweep.stop());
  const { deps, database, jobs, close } = await openDeps(config, app.log, options);
  app.addHook('onClose', close);
  app.decorate('deps', deps);
  app.decorate('database', database);
  app.decorate('rootCredentials', await ensureRootOrganization(deps));
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start(deps));

  registerErrorHandler(app);
  await registerSecurityHeaders(app, providerImageSources(config));
  registerCrossSiteRefusal(app, config.PUBLIC_URL);
  // answers of a kilobyte or more (an organization tree of thousands is over a megabyte) travel compressed
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // uploads are read into memory one file at a time; routes set their own size limits
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: 300 * 1024 * 1024 } });
  registerRateLimit(app, deps.db);
  registerGuard(app, (sessionKey, target) => resolveSession(deps, sessionKey, target));
  registerInputGuard(app);
  registerImpersonationAudit(app, deps);

  await registerOpenApi(app, { version: serverVersion(), publicUrl: config.PUBLIC_URL });

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ ping: database.ping, config }));
      await api.register(authRoutes(deps));
      await api.register(registrationRoutes(deps));
      await api.register(usersRoutes(deps));
      await api.register(usersManageRoutes(deps));
      await api.register(organizationsRoutes(deps));
      await api.register(licensingRoutes(deps));
      await api.register(filesRoutes(deps.storage));
      await api.register(impersonationRoutes(deps));
      await api.register(mediaModule(deps));
      await api.register(playlistsModule(deps));
      await api.register(devicesModule(deps));
      await api.register(alertsRoutes(deps));
      await api.register(integrationsRoutes(deps));
      await api.register(integrationEndpoint(deps));
      await api.register(widgetsRoutes(deps));
      await api.register(menusRoutes(deps));
      await api.register(providersRoutes(deps));
      await api.register(canvaRoutes(deps));
      await api.register(assistantRoutes(deps));
      await api.register(outsideServicesRoutes(deps));
      await api.register(facebookRoutes(deps));
      await api.register(dashboardRoutes(deps));
      await api.register(paletteRoutes(deps));
      await api.register(paymentsRoutes(deps));
    },
    { prefix: '/api' },
  );

  registerFonts(app, config.FONTS_DIST_DIR);
  await registerPlayer(app, config.PLAYER_DIST_DIR);
  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}

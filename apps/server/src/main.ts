import { ownerLoginNotice, printNotice } from './platform/console/notice.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
try {
  const app = await buildApp(config, { announce: printNotice });
  const credentials = app.rootCredentials;
  if (credentials) {
    app.log.info({ email: credentials.email }, "Created the platform's root organization");
    printNotice(ownerLoginNotice(credentials));
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Placard is ready at ${config.PUBLIC_URL}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

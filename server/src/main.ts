import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { seedDemoContent } from './db/seed/demo.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });

  if (config.seedDemo) {
    const demo = await seedDemoContent(app.database.db);
    if (demo) {
      // Printed once, on the console rather than the log, so it is not kept in log files.
      process.stdout.write(
        `\nDemo account created (shown only this once):\n  e-mail:   ${demo.email}\n  password: ${demo.password}\n\n`,
      );
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Courtside failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});

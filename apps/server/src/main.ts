import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrations.js';
import { ensureAdministrator } from './modules/users/service.js';

/**
 * `npm start`: opens the database (SQLite under DATA_DIR, or DATABASE_URL), migrates, creates the
 * first administrator when there is none, and serves until SIGTERM/SIGINT, then closes gracefully.
 */
async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, readers: config.sqliteReaders });
  await migrateToLatest(handle.db, handle.dialect);
  // Start a reader thread now (~40 ms) rather than on the first list a user asks for.
  await handle.reads?.selectFrom('events').select('id').limit(1).execute();
  const admin = await ensureAdministrator(handle.db, { email: config.adminEmail, password: config.adminPassword });
  const app = await buildApp({ ...handle, config, logger: { level: config.logLevel } });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const where = handle.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(`\nEventory is running on ${config.siteUrl}/ (admin: ${config.siteUrl}/admin, database: ${where})`);
  if (admin) {
    console.log(`Administrator created: ${admin.email}`);
    if (admin.generated) console.log(`Generated password (shown only this once): ${admin.password}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

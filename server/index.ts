/** The server's public entry, for the host and for server/main.ts. */
export { createApp, type AppOptions } from './app';
export type { Db } from './db/db';
export { openDatabase } from './db/open-database';
export { openDb, type PgliteOptions } from './db/pglite';
export { openPostgres } from './db/postgres';
export { prepareDatabase, type PrepareOptions, type PrepareReport } from './prepare-database';
export { createAuthHost, type AuthHostOptions } from './auth-host/auth-host';
export { authHostConfig, type AuthHostConfig } from './auth-host/auth-host-config';
export { serverMode, type ServerMode } from './environment';
export { rankApiKeyFromEnvironment } from './routes/recommendations';
export { startJobWorker } from './jobs/registry';

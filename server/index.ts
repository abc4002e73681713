/** The server's public entry, for the host and for server/main.ts. */
export { createApp, type AppOptions } from './app';
export type { Db } from './db/db';
export { openDatabase } from './db/open-database';
export { openDb, type PgliteOptions } from './db/pglite';
export { openPostgres } from './db/postgres';
export { prepareDatabase, type PrepareOptions, type PrepareReport } from './prepare-database';
export { createAuthHost, type AuthHostOptions } from './auth-host/auth-host';
export { authHostConfig, type AuthHostConfig } from './auth-host/auth-host-config';
export { serverMode, type ServerMode } from './config/environment';
export { rankApiKeyFromEnvironment } from './recommendations/recommendation-routes';
export { startJobWorker } from './job-registry';
// What the web host (host/server) shares with the API: the access token, the body limits and upload guard, the
// caller's address, the upload paths.
export {
  ACCESS_TOKEN_TTL_SECONDS,
  createAccessTokenSigner,
  DEVELOPMENT_TOKEN_SECRET,
  tokenSecretFromEnvironment,
  type AccessTokenSigner,
} from './auth/access-token';
export { ApiError } from './http/api-error';
export { JSON_BODY_LIMIT_BYTES, readBodyWithin } from './http/body-limit';
export { callerAddress } from './http/caller-address';
export {
  createUploadSlots,
  DEFAULT_BODY_TIMEOUTS,
  withBodyTimeouts,
  type BodyTimeouts,
  type UploadSlots,
} from './limits/upload-guard';
export { IMPORT_UPLOAD_PATH, PHOTO_UPLOAD_BODY_LIMIT_BYTES, PHOTO_UPLOAD_PATH } from './images/upload-limits';

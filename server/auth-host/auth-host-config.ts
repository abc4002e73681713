/** Where the auth host listens and who may embed it. */
export interface AuthHostConfig {
  port: number;
  /** Its origin as browsers reach it. */
  origin: string;
  /** The web client's origins: the only ones that may frame its pages and receive their messages. */
  parentOrigins: string[];
}

/**
 * KS_AUTH_PORT (default: the web port + 2), KS_AUTH_ORIGIN (default http://{host}:{auth port}, host
 * 127.0.0.1 when HOST is, else localhost) and KS_WEB_ORIGINS (comma-separated; default the web port
 * on localhost and 127.0.0.1).
 */
export function authHostConfig(env: NodeJS.ProcessEnv, webPort: number): AuthHostConfig {
  const port = Number(env.KS_AUTH_PORT ?? webPort + 2);
  const hostname = env.HOST === '127.0.0.1' ? '127.0.0.1' : 'localhost';
  const parentOrigins = env.KS_WEB_ORIGINS
    ? env.KS_WEB_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : [`http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`];
  return { port, origin: env.KS_AUTH_ORIGIN ?? `http://${hostname}:${port}`, parentOrigins };
}

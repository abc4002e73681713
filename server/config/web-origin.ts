/**
 * The web client's origin as visitors reach it, for links that leave the site (a QR code on a
 * printed label). The API is called in-process and behind the proxy, so the request cannot say it:
 * the first of KS_WEB_ORIGINS (the same setting the auth host reads), else the web port on
 * localhost (127.0.0.1 when HOST is), as the auth host's default.
 */
export function webOriginFromEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  const configured = (env.KS_WEB_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .find(Boolean);
  if (configured) return new URL(configured).origin;
  const hostname = env.HOST === '127.0.0.1' ? '127.0.0.1' : 'localhost';
  return `http://${hostname}:${Number(env.PORT ?? 3000)}`;
}

/**
 * Which kind of deployment this process is, from `KS_ENV`. A missing or unknown value is
 * **production**: the development stand-ins (token secret, social double, fixed SMS code, payment
 * sandbox) must be asked for by name, never reached by forgetting a variable. `npm start`,
 * `npm run dev` and `npm run server` set `development`; the test runners set `test`.
 */
export type ServerMode = 'production' | 'staging' | 'development' | 'test';

type Env = Record<string, string | undefined>;

const MODES: readonly ServerMode[] = ['production', 'staging', 'development', 'test'];

export function serverMode(env: Env = process.env): ServerMode {
  const name = env.KS_ENV?.trim().toLowerCase();
  return MODES.find((mode) => mode === name) ?? 'production';
}

/** Development and test only: the fixed token secret, the social double, the fixed phone code. */
export function allowsDevStandIns(env: Env = process.env): boolean {
  const mode = serverMode(env);
  return mode === 'development' || mode === 'test';
}

/** Everything but production may charge through a payment sandbox, which moves no money. */
export function allowsSandboxMoney(env: Env = process.env): boolean {
  return serverMode(env) !== 'production';
}

/** Where the app runs (spec §7.1); non-production shows notices for skipped blocks. */
export type Environment = 'production' | 'staging' | 'development';

const ENVIRONMENTS: readonly Environment[] = ['production', 'staging', 'development'];

/** Reads an environment name (case and surrounding spaces ignored); anything else is 'development'. */
export function parseEnvironment(value: string | undefined): Environment {
  const name = value?.trim().toLowerCase();
  return ENVIRONMENTS.find((environment) => environment === name) ?? 'development';
}

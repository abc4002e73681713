import { fieldCipherFromEnvironment, type FieldCipher } from '../config/field-encryption';
import type { SeedPlan } from './seed-plan';

/**
 * The cipher the seed seals bank and tax numbers with: the server's (`KS_FIELD_KEY`, which production and staging
 * cannot start without, so an opted-in demo there is sealed with it). The development seed (the published demo
 * password) is sealed as development seals — `KS_FIELD_KEY` when set, else the development key — even where the
 * seeding process has no KS_ENV: the tests' global setup seeds before the workers get `KS_ENV=test`.
 */
export const seedFieldCipher = (plan: SeedPlan, env: NodeJS.ProcessEnv = process.env): FieldCipher =>
  fieldCipherFromEnvironment(plan.demoAccounts && plan.password === null ? { ...env, KS_ENV: 'development' } : env);

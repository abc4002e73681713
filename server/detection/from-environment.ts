import type { Db } from '../db/db';
import type { Detector } from './detector';
import { createLocalDetector } from './local-detector';

/**
 * The detector KS_DETECTOR names: `local` (the default) compares photos with the catalogue's own
 * images in this process. A vision service plugs in here as another name (see ./README.md); an
 * unknown name stops the server at start rather than answering every photo with nothing.
 */
export function detectorFromEnvironment(db: Db, env: NodeJS.ProcessEnv = process.env): Detector {
  const name = env.KS_DETECTOR ?? 'local';
  if (name === 'local') return createLocalDetector(db);
  throw new Error(`KS_DETECTOR=${name} names no detector this server has (it has: local)`);
}

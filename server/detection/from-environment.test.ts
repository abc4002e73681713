import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { detectorFromEnvironment } from './from-environment';

const unusedDb = {} as Db;

describe('detectorFromEnvironment', () => {
  it('uses the local detector when KS_DETECTOR is unset or local', () => {
    expect(detectorFromEnvironment(unusedDb, {})).toHaveProperty('detect');
    expect(detectorFromEnvironment(unusedDb, { KS_DETECTOR: 'local' })).toHaveProperty('detect');
  });

  it('stops the start when KS_DETECTOR names a detector this server does not have', () => {
    expect(() => detectorFromEnvironment(unusedDb, { KS_DETECTOR: 'vision' })).toThrow(
      'KS_DETECTOR=vision names no detector this server has (it has: local)',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { bumpStep, proBumpStep } from './bump-rules';

describe('the bump branches (spec §4.2)', () => {
  it('gives a Pro seller the guidance unless ks_hbm is exactly 1', () => {
    expect(proBumpStep(undefined)).toEqual({ kind: 'pro_guidance' });
    expect(proBumpStep('0')).toEqual({ kind: 'pro_guidance' });
    expect(proBumpStep('1')).toEqual({ kind: 'pro_bump' });
  });

  it.each([
    [{ available_bumps: 0, items_bumped: 0 }, 'guidance'],
    [{ available_bumps: 3, items_bumped: 0 }, 'guidance'],
    [{ available_bumps: 0, items_bumped: 2 }, 'purchase'],
    [{ available_bumps: 1, items_bumped: 2 }, 'bump'],
  ])('%o → %s', (info, kind) => {
    expect(bumpStep(info).kind).toBe(kind);
  });
});

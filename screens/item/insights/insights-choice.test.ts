import { describe, expect, it } from 'vitest';
import { insightsModalFor } from './insights-choice';
import { userConfiguration } from './test-support';

describe('which modal View Insights opens (spec §6)', () => {
  const closed = { pro_enabled: false };
  const open = { pro_enabled: true };
  it.each([
    ['a Pro user (granted pro_access) with the insights feature', userConfiguration(), closed, 'insights'],
    [
      'a power seller once Pro is open to all',
      userConfiguration({ username: 'anyone', features: [] }),
      open,
      'insights',
    ],
    [
      'a Pro user without the feature',
      userConfiguration({ features: ['pro_access'], power_seller: false }),
      closed,
      'paywall',
    ],
    [
      'a seller Pro is not open to yet, even named like a Pro account',
      userConfiguration({ features: ['insights'] }),
      closed,
      'paywall',
    ],
    [
      'a trade-in account',
      userConfiguration({
        username: 'demo_org',
        features: [],
        power_seller: false,
        settings: { trade_in_account: true },
      }),
      closed,
      'legacy',
    ],
    ['a trade-in account even with Pro', userConfiguration({ settings: { trade_in_account: true } }), open, 'legacy'],
  ] as const)('%s → %s', (_who, user, site, expected) => {
    expect(insightsModalFor(user, site)).toBe(expected);
  });
});

import { userConfigurationSchema, type UserConfiguration } from '../../schemas/entities/chrome';

/** A user's configuration as GET /v1/user_configuration answers it: demo_seller, no features, unrestricted. */
export const userFixture = (overrides: Partial<UserConfiguration> = {}): UserConfiguration =>
  userConfigurationSchema.parse({
    id: 1002,
    username: 'demo_seller',
    features: [],
    settings: { trade_in_account: false },
    power_seller: false,
    restricted: false,
    actions: [],
    canadian_tariff_effected: false,
    inventory_imported_at: null,
    schedule_call: false,
    ...overrides,
  });

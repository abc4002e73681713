import type { Fixture } from './fixture';
import type { HttpClient } from './http';
import type { RouteStats } from './stats';

export const DEMO_PASSWORD = 'Kitswap-demo-2026';
const SIGN_IN_ACCOUNTS = ['demo_buyer', 'demo_seller', 'demo_pro'];
const MAIN = '/api/proxy/main';
const IAM = '/api/proxy/iam';
/** Buyers race for this many items at a time. */
const RACE_WIDTH = 3;
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' };

/** What the clients counted, to hold against the database afterwards. */
export interface Tally {
  checkouts: { orderId: number; buyerId: number; itemId: number }[];
  lostRaces: number;
  /** Checkouts that timed out: the client cannot tell whether they committed. */
  unknownCheckouts: number;
}

/** The few items every buyer is after right now: the first of the race list not yet known sold. */
class RaceTrack {
  private readonly sold = new Set<number>();
  constructor(private readonly items: number[]) {}
  pick(): number | undefined {
    const open = [];
    for (const id of this.items) {
      if (!this.sold.has(id)) open.push(id);
      if (open.length === RACE_WIDTH) break;
    }
    return open[Math.floor(Math.random() * open.length)];
  }
  markSold(id: number) {
    this.sold.add(id);
  }
}

type Step = (vu: VirtualUser) => Promise<void>;

/** The mix, by weight: browsing dominates, as on a marketplace; a third of the iterations buy. */
const MIX: [number, Step][] = [
  [15, (vu) => vu.page('home', '/')],
  [10, (vu) => vu.page('search page', `/search?q=${vu.any(vu.fixture.searchWords)}`)],
  [
    15,
    (vu) =>
      vu.api('facets', `${MAIN}/v2/facet_items?include_data=0&include_model=1&${vu.any(vu.fixture.facetFilters)}`),
  ],
  [5, (vu) => vu.api('search', `${MAIN}/v1/items?q=${vu.any(vu.fixture.searchWords)}&page_size=24`)],
  [20, (vu) => vu.page('item page', vu.any(vu.fixture.itemPaths))],
  [5, (vu) => vu.signIn()],
  [30, (vu) => vu.buy()],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

/** One simulated visitor, signed in as its own seeded buyer, on one server. */
class VirtualUser {
  constructor(
    readonly fixture: Fixture,
    private readonly http: HttpClient,
    private readonly stats: RouteStats,
    private readonly buyer: Fixture['buyers'][number],
    private readonly race: RaceTrack,
    private readonly tally: Tally,
  ) {}

  any<T>(values: T[]): T {
    return values[Math.floor(Math.random() * values.length)]!;
  }

  async page(route: string, path: string) {
    this.stats.record(route, await this.http.send({ path, headers: PAGE_HEADERS }), [200]);
  }

  async api(route: string, path: string) {
    this.stats.record(route, await this.http.send({ path }), [200]);
  }

  /** Sign-in as the web client does it: a fresh anti-bot token, the password grant, then one refresh. */
  async signIn() {
    const antiBot = await this.http.send({ path: `${IAM}/iam/v1/anti-bot/token?action=login` });
    if (!this.stats.record('anti-bot token', antiBot, [200])) return;
    const token = (JSON.parse(antiBot.body) as { data: { token: string } }).data.token;
    const signIn = await this.http.send({
      method: 'POST',
      path: `${IAM}/iam/v1/auth/token`,
      headers: { 'x-ks-anti-bot-token': token },
      json: {
        grant_type: 'client_credentials',
        username_or_email: this.any(SIGN_IN_ACCOUNTS),
        password: DEMO_PASSWORD,
        client_id: 'load',
      },
    });
    if (!this.stats.record('sign-in', signIn, [200])) return;
    const { refresh_token } = (JSON.parse(signIn.body) as { data: { refresh_token: string } }).data;
    const refresh = await this.http.send({
      method: 'POST',
      path: `${IAM}/iam/v1/auth/token`,
      json: { grant_type: 'refresh_token', token: refresh_token, client_id: 'load' },
    });
    this.stats.record('refresh', refresh, [200]);
  }

  /**
   * Add one of the raced items to the cart and check out: 201 (bought) or 409 (someone was first;
   * the buyer then removes the line, as the cart page offers).
   */
  async buy() {
    const itemId = this.race.pick();
    if (itemId === undefined) return this.page('item page', this.any(this.fixture.itemPaths));
    const auth = { authorization: `Bearer ${this.buyer.token}` };
    const cartPath = `${MAIN}/v1/users/${this.buyer.uuid}/cart`;
    const added = await this.http.send({
      method: 'POST',
      path: `${cartPath}/cart_items`,
      headers: auth,
      json: { cart: { cart_item: { item_id: itemId } } },
    });
    if (!this.stats.record('add to cart', added, [201, 409])) return;
    if (added.status === 409) return this.race.markSold(itemId);
    const checkout = await this.http.send({
      method: 'POST',
      path: `${cartPath}/checkout`,
      headers: auth,
      json: { checkout: { nonce: 'fake-valid-nonce' } },
    });
    if (checkout.timedOut) this.tally.unknownCheckouts += 1;
    if (!this.stats.record('checkout', checkout, [201, 409])) return;
    this.race.markSold(itemId);
    if (checkout.status === 201) {
      const { order } = (JSON.parse(checkout.body) as { data: { order: { id: number } } }).data;
      this.tally.checkouts.push({ orderId: order.id, buyerId: this.buyer.id, itemId });
      return;
    }
    this.tally.lostRaces += 1;
    const cart = (JSON.parse(added.body) as { data: { cart_items: { id: number; item: { id: number } }[] } }).data;
    for (const line of cart.cart_items) {
      this.stats.record(
        'remove from cart',
        await this.http.send({ method: 'DELETE', path: `${cartPath}/cart_items/${line.id}`, headers: auth }),
        [200],
      );
    }
  }

  async iteration() {
    let roll = Math.random() * TOTAL_WEIGHT;
    for (const [weight, step] of MIX) {
      roll -= weight;
      if (roll < 0) return step(this);
    }
  }
}

/** Runs `connections` virtual users (one buyer each, spread over the clients) until `seconds` pass. */
export async function runMix({
  fixture,
  clients,
  stats,
  connections,
  seconds,
}: {
  fixture: Fixture;
  clients: HttpClient[];
  stats: RouteStats;
  connections: number;
  seconds: number;
}): Promise<Tally> {
  const tally: Tally = { checkouts: [], lostRaces: 0, unknownCheckouts: 0 };
  const race = new RaceTrack(fixture.raceItems);
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      const vu = new VirtualUser(
        fixture,
        clients[index % clients.length]!,
        stats,
        fixture.buyers[index % fixture.buyers.length]!,
        race,
        tally,
      );
      while (Date.now() < deadline) await vu.iteration();
    }),
  );
  return tally;
}

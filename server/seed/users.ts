import { daysBeforeSeedNow } from './clock';
import type { Random } from './random';
import { sports } from './sports';

export interface UserRow {
  id: number;
  username: string;
  joined_at: string;
}

const USER_COUNT = 180;
const SELLER_COUNT = 150;

const firstNames = [
  'jake',
  'mia',
  'coach',
  'tyler',
  'sam',
  'ava',
  'nate',
  'liz',
  'drew',
  'maya',
  'cole',
  'emma',
  'ben',
  'zoe',
  'luke',
  'grace',
  'max',
  'nora',
  'ty',
  'kate',
  'rico',
  'jules',
  'dev',
  'ana',
  'finn',
  'ella',
  'gabe',
  'ivy',
  'owen',
  'tess',
];

const sportWords: Record<string, string[]> = {
  baseball: ['slugger', 'diamond', 'dugout', 'bullpen'],
  softball: ['fastpitch', 'windmill', 'rally'],
  golf: ['birdie', 'fairway', 'backnine', 'teebox'],
  hockey: ['puck', 'biscuit', 'icetime', 'sniper', 'bardown'],
  lacrosse: ['laxbro', 'crease', 'faceoff', 'ldm'],
  'womens-lacrosse': ['laxgirl', 'drawcontrol', 'eightmeter'],
  football: ['gridiron', 'blitz', 'redzone'],
  soccer: ['pitch', 'nutmeg', 'golazo'],
  tennis: ['ace', 'deuce', 'baseline'],
  skiing: ['powder', 'freshtracks', 'moguls'],
  snowboarding: ['shred', 'backcountry', 'boardroom'],
  hiking: ['trailhead', 'summit', 'switchback'],
  bikes: ['singletrack', 'spokes', 'crankset'],
  footwear: ['kicks', 'solecollector', 'stride'],
};

/**
 * Users: the first SELLER_COUNT sell gear of one or two sports (every sport has sellers), the
 * rest only buy. Returns the sellers of each sport, most active first.
 */
export function buildUsers(random: Random): { users: UserRow[]; sellersBySport: Map<string, UserRow[]> } {
  const users: UserRow[] = [];
  const taken = new Set<string>();
  const sellersBySport = new Map<string, UserRow[]>(sports.map((sport) => [sport.slug, []]));

  for (let index = 0; index < USER_COUNT; index++) {
    const sport = index < sports.length ? sports[index]! : random.pick(sports);
    let username = usernameFor(random, random.pick(firstNames), random.pick(sportWords[sport.slug] ?? ['gear']));
    while (taken.has(username)) username = `${username}${random.int(1, 9)}`;
    taken.add(username);
    const user: UserRow = { id: index + 1, username, joined_at: daysBeforeSeedNow(random.between(240, 2600)) };
    users.push(user);
    if (index >= SELLER_COUNT) continue;
    sellersBySport.get(sport.slug)!.push(user);
    if (random.chance(0.35)) sellersBySport.get(random.pick(sports).slug)!.push(user);
  }
  return { users, sellersBySport };
}

function usernameFor(random: Random, name: string, word: string): string {
  const number = random.int(2, 99);
  return random.pick([`${name}_${word}`, `${word}${name}`, `${name}${word}${number}`, `${word}_${name}${number}`]);
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { createApp, openDb, prepareDatabase } from '../index';
const db = await openDb();
await prepareDatabase(db);
const app = createApp({ db });
mkdirSync('/tmp/g2', { recursive: true });
const urls = ['/media/items/2/1.svg', '/media/items/2/2.svg', '/media/items/9/1.svg', '/media/items/33/3.svg', '/media/tiles/empower-athletes.svg', '/media/tiles/hockey.svg', '/media/tiles/join-the-team.svg', '/media/tiles/sell-your-gear.svg', '/media/categories/golf.svg', '/media/categories/hockey/skates.svg', '/media/categories/bikes.svg', '/media/categories/lacrosse.svg', '/media/categories/tennis.svg', '/media/categories/skiing.svg', '/media/categories/snowboarding.svg', '/media/categories/hiking.svg', '/media/categories/football.svg', '/media/categories/soccer.svg', '/media/categories/footwear.svg', '/media/categories/womens-lacrosse.svg', '/media/categories/softball.svg', '/media/categories/baseball.svg'];
const tags = [];
for (const [i, u] of urls.entries()) { writeFileSync(`/tmp/g2/${i}.svg`, await (await app.request(u)).text()); tags.push(`<img src="${i}.svg" class="${u.includes('tiles') ? 't' : u.includes('items') ? 'i' : 'c'}">`); }
writeFileSync('/tmp/g2/index.html', `<html><style>body{display:flex;flex-wrap:wrap;gap:8px;margin:8px;background:#fff} .i{width:300px} .t{width:560px} .c{width:110px}</style><body>${tags.join('')}</body></html>`);
await db.close();

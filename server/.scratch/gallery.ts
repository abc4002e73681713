import { writeFileSync } from 'node:fs';
import { createApp, openDb, prepareDatabase } from '../index';
const db = await openDb();
await prepareDatabase(db);
const app = createApp({ db });
const get = async (u: string) => { const r = await app.request(u); return r.text(); };
const parts: string[] = [];
const sizes: number[] = [];
for (const id of [1, 2, 3, 4, 9, 10, 12, 20, 33, 47]) for (const n of [1, 2, 3, 4]) { const s = await get(`/media/items/${id}/${n}.svg`); if (s.startsWith('<svg')) { sizes.push(s.length); parts.push(`<div class=i>${s}</div>`); } }
const cats = (await db.query<{ slug: string }>('select slug from categories order by id')).map(r => r.slug);
for (const slug of cats.slice(0, 60)) parts.push(`<div class=c>${await get(`/media/categories/${slug}.svg`)}</div>`);
for (const name of ['empower-athletes', 'sell-your-gear', 'hockey', 'join-the-team', 'golf', 'bikes']) parts.push(`<div class=t>${await get(`/media/tiles/${name}.svg`)}</div>`);
for (const id of [1, 2, 3, 4, 5, 6]) parts.push(`<div class=c>${await get(`/media/avatars/${id}.svg`)}</div>`);
writeFileSync('/tmp/gallery.html', `<html><style>body{display:flex;flex-wrap:wrap;gap:6px;margin:6px;font-family:sans-serif} .i svg{width:150px;height:150px} .c svg{width:60px;height:60px} .t svg{width:400px;height:200px}</style><body>${parts.join('')}</body></html>`);
console.log('max item svg', Math.max(...sizes));
await db.close();

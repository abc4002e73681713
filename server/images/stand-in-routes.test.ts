import { expect, it } from 'vitest';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

describeEachDriver('GET /media', (driver) => {
  const context = useSeededApp(driver);

  it.each([
    ['/media/items/1/1.svg', 'aria-label="Used '],
    ['/media/categories/golf/clubs/drivers.svg', 'aria-label="Drivers"'],
    ['/media/categories/hockey.svg', 'aria-label="Hockey"'],
    ['/media/tiles/empower-athletes.svg', 'viewBox="0 0 1200 600"'],
    ['/media/tiles/golf.svg', 'stroke="#ffffff"'],
    ['/media/avatars/1.svg', '<text'],
  ])('draws %s as a small, cacheable SVG', async (path, marker) => {
    const response = await context.app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const svg = await response.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(marker);
    expect(svg.length).toBeLessThan(2048);
  });

  it('draws every photo an item lists, the same way every time', async () => {
    const [item] = await context.db.query<{ id: number; image_count: number }>(
      'SELECT id, image_count FROM items WHERE image_count = 4 LIMIT 1',
    );
    for (let photo = 1; photo <= 4; photo++) {
      const path = `/media/items/${item!.id}/${photo}.svg`;
      const [first, second] = await Promise.all([context.app.request(path), context.app.request(path)]);
      expect(await first.text()).toBe(await second.text());
    }
    expect((await context.app.request(`/media/items/${item!.id}/5.svg`)).status).toBe(404);
  });

  it.each([
    '/media/items/abc/1.svg',
    '/media/items/1/0.svg',
    '/media/items/99999999999/1.svg',
    '/media/categories/nope.svg',
    '/media/tiles/Bad_Name.svg',
    '/media/avatars/99999.svg',
  ])('answers 404 for %s', async (path) => {
    expect((await context.app.request(path)).status).toBe(404);
  });
});

import { expect, it } from 'vitest';
import { createApp } from '../app';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

describeEachDriver('GET /feeds/google-merchant.xml', (driver) => {
  const context = useSeededApp(driver);

  it("links to the site's configured origin, whatever host the request came to", async () => {
    const app = createApp({ db: context.db, webOrigin: 'https://www.kitswap.example' });
    for (const url of [
      'http://api.internal/feeds/google-merchant.xml',
      'http://evil.example/feeds/google-merchant.xml',
    ]) {
      const xml = await (await app.request(url)).text();
      expect(xml).toContain('<link>https://www.kitswap.example/</link>');
      const links = [...xml.matchAll(/<link>([^<]*)<\/link>/g)].map((match) => match[1]!);
      expect(links.length).toBeGreaterThan(2);
      for (const link of links) expect(link.startsWith('https://www.kitswap.example/')).toBe(true);
      expect(xml).not.toContain('api.internal');
      expect(xml).not.toContain('evil.example');
    }
  });
});

import sharp from 'sharp';
import { expect, it } from 'vitest';
import { solidImage } from '../testing/photos';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { loadImageBytes } from './load-image-bytes';
import { makeRenditions } from './renditions';
import { storePhoto } from './uploads';

describeEachDriver('loadImageBytes', (driver) => {
  const context = useSeededApp(driver);

  it('reads an uploaded rendition as it is served, by its site-relative or absolute URL', async () => {
    const photo = await storePhoto(context.db, 1002, await makeRenditions(await solidImage('jpeg', 900, 600)));
    const served = Buffer.from(await (await context.app.request(photo.large_url)).arrayBuffer());
    expect(await loadImageBytes(context.db, photo.large_url)).toEqual(served);
    expect(await loadImageBytes(context.db, `https://www.kitswap.example${photo.large_url}`)).toEqual(served);
    const small = await loadImageBytes(context.db, photo.small_url);
    expect(await sharp(small!).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 });
  });

  it('rasterises a generated item image to a PNG of the drawing', async () => {
    const bytes = await loadImageBytes(context.db, '/media/items/1/1.svg');
    expect(await sharp(bytes!).metadata()).toMatchObject({ format: 'png', width: 400, height: 400 });
  });

  it.each([
    '/media/items/1/99.svg',
    '/media/uploads/99999999/large.webp',
    '/media/uploads/1/huge.webp',
    '/media/categories/golf.svg',
    'http://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
    'not a url at all',
    '',
  ])('is null for %j: not one of our images (nothing is fetched)', async (uri) => {
    expect(await loadImageBytes(context.db, uri)).toBeNull();
  });
});

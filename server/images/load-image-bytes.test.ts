import sharp from 'sharp';
import { expect, it } from 'vitest';
import { solidImage } from '../testing/photos';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { parseImageUri } from './image-paths';
import { loadImageBytes } from './load-image-bytes';
import { makeRenditions } from './renditions';
import { storePhoto } from './uploads';

describeEachDriver('loadImageBytes', (driver) => {
  const context = useSeededApp(driver);
  const bytesOf = async (uri: string) => {
    const image = parseImageUri(uri);
    return image && (await loadImageBytes(context.db, image, null))?.bytes;
  };

  it('reads an uploaded rendition as it is served, by its site-relative or absolute URL', async () => {
    const photo = await storePhoto(context.db, 1002, await makeRenditions(await solidImage('jpeg', 900, 600)));
    const served = Buffer.from(await (await context.app.request(photo.large_url)).arrayBuffer());
    expect(await bytesOf(photo.large_url)).toEqual(served);
    expect(await bytesOf(`https://www.kitswap.example${photo.large_url}`)).toEqual(served);
    expect((await loadImageBytes(context.db, parseImageUri(photo.large_url)!, null))?.ownerId).toBe(1002);
    const small = await bytesOf(photo.small_url);
    expect(await sharp(small!).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 });
  });

  it('rasterises a generated item image to a PNG of the drawing', async () => {
    const bytes = await bytesOf('/media/items/1/1.svg');
    expect(await sharp(bytes!).metadata()).toMatchObject({ format: 'png', width: 400, height: 400 });
  });

  it.each([
    '/media/items/1/99.svg',
    '/media/uploads/99999999/large.webp',
    `/media/uploads/${'A'.repeat(43)}/large.webp`,
    '/media/uploads/1/huge.webp',
    '/media/categories/golf.svg',
    'http://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
    'not a url at all',
    '',
  ])('is null for %j: not one of our images (nothing is fetched)', async (uri) => {
    expect(await bytesOf(uri)).toBeFalsy();
  });
});

import sharp from 'sharp';
import type { Db } from '../db/db';
import { generatedItemImageSvg } from './generated-item-image';
import { parseImageUri } from './image-paths';
import { findRendition } from './uploads';

/**
 * The bytes of one of our image URIs, for code that looks at pixels (photo detection): an uploaded
 * photo's rendition as stored (WebP), or a generated /media/items SVG rasterised by sharp to PNG.
 * Null for an unknown image or any URI that is not ours. Only the URI's path is read — nothing is
 * ever fetched, so a caller cannot make the server request another address.
 */
export async function loadImageBytes(db: Db, uri: string): Promise<Buffer | null> {
  const image = parseImageUri(uri);
  if (image === null) return null;
  if (image.kind === 'upload') {
    const rendition = await findRendition(db, image.id, image.size);
    return rendition ? Buffer.from(rendition.bytes) : null;
  }
  const svg = await generatedItemImageSvg(db, image.itemId, image.photo);
  return svg === null ? null : sharp(Buffer.from(svg)).png().toBuffer();
}

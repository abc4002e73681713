import sharp from 'sharp';
import type { Db } from '../db/db';
import { generatedItemImageSvg } from './generated-item-image';
import type { ImagePath } from './image-paths';
import { findRendition } from './uploads';

/** An image's bytes, and for an uploaded photo who uploaded it (null for a generated one). */
export interface ImageBytes {
  bytes: Buffer;
  ownerId: number | null;
}

/**
 * The bytes of one of our images (parse its URI with `parseImageUri`), for code that looks at pixels
 * (photo detection): an uploaded photo's rendition as stored (WebP), or a generated /media/items SVG
 * rasterised by sharp to PNG. Null for an unknown image, and for a dispute's evidence `viewerId` may
 * not see (as GET /media/uploads). Nothing is ever fetched.
 */
export async function loadImageBytes(db: Db, image: ImagePath, viewerId: number | null): Promise<ImageBytes | null> {
  if (image.kind === 'upload') {
    const rendition = await findRendition(db, image.key, image.size, viewerId);
    return rendition ? { bytes: Buffer.from(rendition.bytes), ownerId: rendition.ownerId } : null;
  }
  const svg = await generatedItemImageSvg(db, image.itemId, image.photo);
  return svg === null ? null : { bytes: await sharp(Buffer.from(svg)).png().toBuffer(), ownerId: null };
}

import sharp, { type Sharp } from 'sharp';
import { withImageWork } from '../images/image-work';

/** Images are scaled to fit this square before they are described: enough for the grids, cheap to scan. */
export const WORK_SIZE = 160;

/** RGB pixels, three bytes each, row by row. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The bytes are no image sharp can read (corrupt, truncated, another kind of file). */
export class UnreadableImageError extends Error {}

/**
 * Photo formats read: what sellers upload. Never SVG or PDF, whose loaders read other files and
 * cost what the document asks; generated images arrive rasterised.
 */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Decodes a JPEG, PNG or WebP photo (EXIF orientation applied, transparency on white) to RGB pixels,
 * in one of the process's image work slots (images/image-work.ts).
 */
export function decodePhoto(bytes: Uint8Array): Promise<RawImage> {
  return withImageWork(() => decodeNow(bytes));
}

async function decodeNow(bytes: Uint8Array): Promise<RawImage> {
  const image = sharp(bytes, { limitInputPixels: 50_000_000 });
  const format = await image.metadata().then(
    (metadata) => metadata.format,
    () => null,
  );
  if (!format || !PHOTO_FORMATS.has(format))
    throw new UnreadableImageError(`Not a photo format: ${format ?? 'unknown'}`);
  try {
    return await toRaw(image.rotate().flatten({ background: '#ffffff' }));
  } catch (error) {
    throw new UnreadableImageError('The image could not be decoded', { cause: error });
  }
}

/** One of our own SVG drawings (a 400×400 view box) rasterised straight at the working size. */
export function rasteriseDrawing(svg: string): Promise<RawImage> {
  return toRaw(sharp(Buffer.from(svg), { density: (72 * WORK_SIZE) / 400 }));
}

async function toRaw(image: Sharp): Promise<RawImage> {
  const { data, info } = await image
    .resize(WORK_SIZE, WORK_SIZE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

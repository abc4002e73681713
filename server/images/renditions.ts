import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../http/api-error';

/** The longest edge of the large rendition (the item page's gallery, zoomed on desktop). */
export const LARGE_EDGE_PX = 1600;
/** The longest edge of the small rendition (cards, thumbnails, rows): 2× a 200 px card. */
export const SMALL_EDGE_PX = 400;
/** The most pixels a photo may have: 64 Mi, above a 48–64 MP phone camera, far below a decompression bomb. */
export const PHOTO_MAX_PIXELS = 8192 * 8192;
/** Every rendition is WebP (server/README.md, 'Photos'). */
export const RENDITION_CONTENT_TYPE = 'image/webp';

/** The formats we take, as sharp names the decoder that recognised the bytes. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const FIELD = 'image';
const ACCEPTED_TEXT = 'Photos must be JPEG, PNG or WebP.';

export interface PhotoRenditions {
  large: Buffer;
  small: Buffer;
  /** The large rendition's size, upright. */
  width: number;
  height: number;
}

/**
 * The large and small renditions of an uploaded photo: its type is read from its bytes (never its
 * name or declared type), it is turned upright by its EXIF orientation, and the output carries no
 * metadata at all (sharp strips EXIF, GPS, XMP and ICC unless asked to keep them; colours go to
 * sRGB). Anything else than a readable JPEG, PNG or WebP is refused with a 415 or 422 the seller
 * can act on.
 */
export async function makeRenditions(bytes: Uint8Array): Promise<PhotoRenditions> {
  const metadata = await readMetadata(bytes);
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw unsupported(metadata);
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > PHOTO_MAX_PIXELS)
    throw new ApiError(422, [
      {
        message: `This photo is ${metadata.width} × ${metadata.height} pixels; photos can have at most ${Math.floor(PHOTO_MAX_PIXELS / 1e6)} megapixels.`,
        code: 'too_large',
        field: FIELD,
      },
    ]);
  // failOn 'warning' (sharp's default, named here on purpose): a truncated or damaged file is refused, not half drawn.
  const upright = sharp(bytes, { failOn: 'warning', limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
  const rendition = (edge: number) =>
    upright
      .clone()
      .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  try {
    const [large, small] = await Promise.all([rendition(LARGE_EDGE_PX), rendition(SMALL_EDGE_PX)]);
    return { large: large.data, small: small.data, width: large.info.width, height: large.info.height };
  } catch {
    throw damaged();
  }
}

async function readMetadata(bytes: Uint8Array): Promise<Metadata> {
  try {
    return await sharp(bytes).metadata();
  } catch (error) {
    if (error instanceof Error && /unsupported image format|empty/i.test(error.message))
      throw new ApiError(415, [
        { message: `This file is not a photo we can read. ${ACCEPTED_TEXT}`, code: 'unsupported_type', field: FIELD },
      ]);
    throw damaged();
  }
}

function unsupported(metadata: Metadata): ApiError {
  const message =
    metadata.format === 'heif'
      ? `HEIC and HEIF photos are not supported yet: choose 'Most Compatible' in your iPhone's camera formats, or share the photo as JPEG. ${ACCEPTED_TEXT}`
      : `This file is ${metadata.format.toUpperCase()}. ${ACCEPTED_TEXT}`;
  return new ApiError(415, [{ message, code: 'unsupported_type', field: FIELD }]);
}

function damaged(): ApiError {
  return new ApiError(422, [
    {
      message: 'This photo is damaged or incomplete and could not be read. Try saving or exporting it again.',
      code: 'invalid_image',
      field: FIELD,
    },
  ]);
}

import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../http/api-error';
import { withImageWork } from './image-work';

/** The longest edge of the large rendition (the item page's gallery, zoomed on desktop). */
export const LARGE_EDGE_PX = 1600;
/** The longest edge of the small rendition (cards, thumbnails, rows): 2× a 200 px card. */
export const SMALL_EDGE_PX = 400;
/** The most pixels a photo may have: 64 Mi, above a 48–64 MP phone camera, far below a decompression bomb. */
export const PHOTO_MAX_PIXELS = 8192 * 8192;
/**
 * The most bytes a photo may decode to when its decoder must hold all of it before resizing: an
 * interlaced PNG or a progressive JPEG (libvips cannot stream those). 192 MiB is an 8-bit RGB photo
 * at the pixel cap; a 16-bit interlaced 8192² RGBA PNG (an 800 KB file) would need 512 MiB.
 */
export const PHOTO_MAX_DECODE_BYTES = 8192 * 8192 * 3;
/** Bytes a sample of each libvips depth takes. */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  double: 8,
  complex: 8,
  dpcomplex: 16,
};
/** Every rendition is WebP (server/images/README.md, 'Photos'). */
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
 *
 * The decode is bounded (issue 31): the header's pixel count, and for a photo that must be decoded
 * whole (interlaced, progressive) its decoded size by bit depth and channels, are checked before
 * any pixel is read; the photo is then decoded ONCE, straight to the large rendition's size as 8-bit
 * pixels (at most 1600² × 4 bytes), and both renditions are encoded from that buffer; and at most
 * {@link IMAGE_WORK_SLOTS} photos are worked on at once in a process.
 */
export function makeRenditions(bytes: Uint8Array): Promise<PhotoRenditions> {
  return withImageWork(async () => {
    const metadata = await readMetadata(bytes);
    if (!ACCEPTED_FORMATS.has(metadata.format)) throw unsupported(metadata);
    checkDecodeCost(metadata);
    try {
      // failOn warning (sharp's default, named on purpose): a truncated or damaged file is refused, not half drawn.
      const { data, info } = await sharp(bytes, { failOn: 'warning', limitInputPixels: PHOTO_MAX_PIXELS })
        .rotate()
        .resize(LARGE_EDGE_PX, LARGE_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const large = await decoded().webp({ quality: 80 }).toBuffer();
      const small = await decoded()
        .resize(SMALL_EDGE_PX, SMALL_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      return { large, small, width: info.width, height: info.height };
    } catch {
      throw damaged();
    }
  });
}

/** What decoding the whole photo at once would take: every pixel's samples at the photo's bit depth. */
export function decodedBytes(metadata: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth'>): number {
  return (
    (metadata.width ?? 0) *
    (metadata.height ?? 0) *
    (metadata.channels ?? 4) *
    (SAMPLE_BYTES[metadata.depth ?? ''] ?? 8)
  );
}

/**
 * 422 `too_large` for more pixels than {@link PHOTO_MAX_PIXELS}, or for an interlaced or progressive
 * photo that would decode to more than {@link PHOTO_MAX_DECODE_BYTES}; read from the header alone.
 */
export function checkDecodeCost(
  metadata: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth' | 'isProgressive' | 'format'>,
): void {
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > PHOTO_MAX_PIXELS)
    throw new ApiError(422, [
      {
        message: `This photo is ${metadata.width} × ${metadata.height} pixels; photos can have at most ${Math.floor(PHOTO_MAX_PIXELS / 1e6)} megapixels.`,
        code: 'too_large',
        field: FIELD,
      },
    ]);
  if (metadata.isProgressive && decodedBytes(metadata) > PHOTO_MAX_DECODE_BYTES) {
    const bits = 8 * (SAMPLE_BYTES[metadata.depth ?? ''] ?? 8);
    const kind = metadata.format === 'png' ? 'an interlaced PNG' : `a progressive ${metadata.format.toUpperCase()}`;
    throw new ApiError(422, [
      {
        message: `This photo is ${kind} of ${metadata.width} × ${metadata.height} pixels at ${bits} bits a colour, too much to read at once. Save it as a regular JPEG, or as a non-interlaced 8-bit PNG.`,
        code: 'too_large',
        field: FIELD,
      },
    ]);
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

import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/**
 * A photo as a phone stores it: `width` × `height` pixels, the left half red and the right half blue,
 * saved sideways with EXIF orientation 6 (shown turned 90° clockwise: red on top, blue below) and a
 * GPS position and camera make in its EXIF.
 */
export async function sidewaysPhoneJpeg(width = 2400, height = 1600): Promise<Buffer> {
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: RED } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: BLUE } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'KitswapTestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

/** A plain image of one colour in any format sharp writes (png, webp, gif, avif, jpeg). */
export function solidImage(
  format: 'png' | 'webp' | 'gif' | 'avif' | 'jpeg',
  width = 300,
  height = 200,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** The RGB of one pixel of an image. */
export async function pixelAt(image: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}

/**
 * A decompression bomb's header: a tiny PNG whose IHDR claims `width` × `height` pixels (CRC fixed,
 * so decoders believe it). Only its header is ever meant to be read.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidImage('png', 1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

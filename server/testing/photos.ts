import { crc32, createDeflate } from 'node:zlib';
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

/**
 * A PNG that is small on disk and huge to decode (issue 31: a decompression bomb within the pixel
 * cap): `width` × `height` RGBA pixels at `bitDepth` bits a sample, Adam7-interlaced if asked, every
 * pixel transparent black. Written chunk by chunk with a streaming deflate, so making it never holds
 * the decoded image (sharp would need all of it in memory to write an interlaced PNG).
 */
export async function zeroPng(
  width: number,
  height: number,
  { bitDepth = 16, interlaced = true }: { bitDepth?: 8 | 16; interlaced?: boolean } = {},
): Promise<Buffer> {
  const pixelBytes = 4 * (bitDepth / 8);
  const passes = interlaced
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ]
    : [[0, 0, 1, 1]];
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(1 << 20);
  for (const [x0, y0, dx, dy] of passes) {
    const columns = Math.ceil((width - x0!) / dx!);
    const rows = Math.ceil((height - y0!) / dy!);
    if (columns <= 0 || rows <= 0) continue;
    // Each row: filter byte 0, then the row's samples, all zero.
    for (let left = rows * (1 + columns * pixelBytes); left > 0; left -= zeros.length) {
      if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length))))
        await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await done;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bitDepth, 8);
  header.writeUInt8(6, 9); // RGBA
  header.writeUInt8(interlaced ? 1 : 0, 12);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

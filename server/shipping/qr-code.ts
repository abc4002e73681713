import QRCode from 'qrcode';
import type { QrCode } from '../../schemas/entities/warehouse-label';

/**
 * The QR code of `text` (error correction M: a scuffed label still scans) as one SVG path: each run
 * of dark modules in a row is a rectangle `M{x} {y}h{n}v1h-{n}Z`, in module units. The client draws
 * it as vector graphics, so the printed label is sharp at any size and needs no script.
 */
export function qrCode(text: string): QrCode {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  const runs: string[] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}Z`);
    }
  }
  return { size, path: runs.join('') };
}

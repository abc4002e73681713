import type { Barcode } from '../../schemas/entities/shipping-label';

/**
 * Code 128 (ISO/IEC 15417), drawn on the server so the label page needs no script or library: each symbol is 3 bars
 * and 3 spaces, their widths in modules (11 modules a symbol, the stop 13). Digits-only text of even length uses code
 * set C (two digits a symbol, what carriers print); anything else code set B (printable ASCII).
 */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const CODE128_PATTERNS: readonly string[] = PATTERNS;

const START_B = 104;
const START_C = 105;
const STOP = 106;
/** The blank margin each side, in modules (the standard asks for at least 10). */
export const QUIET_ZONE = 10;

/** The symbol values of `text`: start, data, checksum, stop. */
export function code128Values(text: string): number[] {
  if (text.length === 0 || [...text].some((char) => char < ' ' || char > '~'))
    throw new Error('Code 128 B/C encodes printable ASCII only');
  const setC = /^\d+$/.test(text) && text.length % 2 === 0;
  const data = setC
    ? Array.from({ length: text.length / 2 }, (_, index) => Number(text.slice(index * 2, index * 2 + 2)))
    : [...text].map((char) => char.charCodeAt(0) - 32);
  const start = setC ? START_C : START_B;
  const checksum = data.reduce((sum, value, index) => sum + value * (index + 1), start) % 103;
  return [start, ...data, checksum, STOP];
}

/** `text` as a Code 128 barcode: bars as one SVG path in module units, quiet zones included in `width`. */
export function code128(text: string): Barcode {
  let x = QUIET_ZONE;
  const bars: string[] = [];
  for (const value of code128Values(text)) {
    [...PATTERNS[value]!].forEach((digit, index) => {
      const width = Number(digit);
      if (index % 2 === 0) bars.push(`M${x} 0h${width}v1h-${width}Z`);
      x += width;
    });
  }
  return { text, width: x + QUIET_ZONE, path: bars.join('') };
}

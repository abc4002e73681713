import { describe, expect, it } from 'vitest';
import { code128, CODE128_PATTERNS, code128Values, QUIET_ZONE } from './code128';

/** The bar and space widths of a path, read back: what a scanner sees, in modules. */
function widths(path: string, width: number): number[] {
  const bars = [...path.matchAll(/M(\d+) 0h(\d+)v1h-(\d+)Z/g)].map(([, x, w, back]) => {
    expect(back).toBe(w);
    return { x: Number(x), w: Number(w) };
  });
  const runs: number[] = [];
  let at = QUIET_ZONE;
  for (const bar of bars) {
    if (bar.x > at) runs.push(bar.x - at);
    runs.push(bar.w);
    at = bar.x + bar.w;
  }
  expect(width - at).toBe(QUIET_ZONE);
  return runs;
}

describe('Code 128 on the shipping label', () => {
  it('encodes an even run of digits in code set C, two digits a symbol, with the weighted checksum', () => {
    // Start C 105; 12, 34; checksum (105 + 12·1 + 34·2) mod 103 = 82; stop 106.
    expect(code128Values('1234')).toEqual([105, 12, 34, 82, 106]);
    expect(code128Values('00')).toEqual([105, 0, 2, 106]);
  });

  it('encodes anything else in code set B: odd digits, letters, spaces and the edges of printable ASCII', () => {
    // Start B 104; '1' 17, '2' 18, '3' 19; checksum (104 + 17·1 + 18·2 + 19·3) mod 103 = 8.
    expect(code128Values('123')).toEqual([104, 17, 18, 19, 8, 106]);
    // 'EA123456789US' (a USPS international number) mixes letters and digits.
    const values = code128Values('EA123456789US');
    expect(values[0]).toBe(104);
    expect(values.slice(1, 4)).toEqual(['E', 'A', '1'].map((char) => char.charCodeAt(0) - 32));
    expect(code128Values(' ~')).toEqual([104, 0, 94, (104 + 0 + 94 * 2) % 103, 106]);
    expect(code128Values('12a4')[0]).toBe(104);
  });

  it('refuses an empty text and characters outside printable ASCII', () => {
    for (const text of ['', 'tab\there', 'caf\u00e9', '\u007f'])
      expect(() => code128Values(text), JSON.stringify(text)).toThrow('Code 128 B/C encodes printable ASCII only');
  });

  it('draws each symbol as its bars and spaces, 11 modules a symbol and 13 the stop, between two quiet zones', () => {
    const barcode = code128('1234');
    expect(barcode.text).toBe('1234');
    // 4 symbols of 11 modules, the stop's 13, and 10 blank modules each side.
    expect(barcode.width).toBe(10 + 4 * 11 + 13 + 10);
    // Start C is 211232: a bar 2 wide at 10, a space 1, a bar 1, a space 2, a bar 3, a space 2.
    expect(barcode.path.startsWith('M10 0h2v1h-2ZM13 0h1v1h-1ZM16 0h3v1h-3Z')).toBe(true);
    const expected = code128Values('1234').flatMap((value) => [...CODE128_PATTERNS[value]!].map(Number));
    expect(widths(barcode.path, barcode.width)).toEqual(expected);
    expect(widths(code128('1ZKS5W000000000072').path, code128('1ZKS5W000000000072').width)).toEqual(
      code128Values('1ZKS5W000000000072').flatMap((value) => [...CODE128_PATTERNS[value]!].map(Number)),
    );
  });
});

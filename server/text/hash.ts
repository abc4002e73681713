/** A stable 32-bit hash of a string (FNV-1a): seeds the PRNG streams and picks image colours. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** The content codings we compress pages in, in the order we prefer them when a browser weighs them alike. */
export type ContentCoding = 'br' | 'gzip';

/** `x-gzip` is gzip (RFC 9110 §8.4.1.3). */
const ALIASES: Record<string, string> = { 'x-gzip': 'gzip' };

/**
 * The weight (q) of each coding an Accept-Encoding header names, by lower-case name. A weight that is not
 * a number from 0 to 1 counts as 0: a coding we cannot read the weight of is not taken as wanted.
 */
export function acceptedCodings(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [rawName = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!rawName) continue;
    const name = ALIASES[rawName] ?? rawName;
    const weight = params.find((param) => /^q\s*=/.test(param));
    const q = weight === undefined ? 1 : Number(weight.slice(weight.indexOf('=') + 1).trim());
    accepted.set(name, Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0);
  }
  return accepted;
}

/**
 * The coding to send, among those we have (`available`, our preference first), for a request's
 * Accept-Encoding (RFC 9110 §12.5.3): the one with the highest weight above 0, a tie going to our order;
 * null for the uncompressed body (identity). `q=0` refuses a coding, `*` weighs every coding not named,
 * and identity named with a higher weight than every coding wins. No header (or an empty one): identity.
 * When every coding and identity are refused, identity is sent anyway (the RFC allows it, and a 406 would
 * leave the visitor with nothing).
 */
export function chooseEncoding(
  header: string | null | undefined,
  available: readonly ContentCoding[],
): ContentCoding | null {
  if (!header) return null;
  const accepted = acceptedCodings(header);
  const weightOf = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  const identity = accepted.get('identity');
  return identity !== undefined && identity > bestWeight ? null : best;
}

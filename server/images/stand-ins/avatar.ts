import { hashText } from '../../text/hash';
import { escapeXml, fallbackColors, FONT } from './svg';

/** A user avatar: initials on a colour picked from the username. */
export function avatarSvg(username: string): string {
  const color = fallbackColors[hashText(username) % fallbackColors.length];
  const initials =
    username
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 2)
      .toUpperCase() || '?';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(username)}">`,
    `<circle cx="48" cy="48" r="48" fill="${color}"/>`,
    `<text x="48" y="58" text-anchor="middle" ${FONT} font-size="32" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Mixes two #rrggbb colours: t = 0 gives `from`, t = 1 gives `to`. */
export function mixColor(from: string, to: string, t: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  return `#${[0, 1, 2]
    .map((index) => Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * t))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Avatar colours. */
export const fallbackColors = ['#02c874', '#0b4f9c', '#5b2a86', '#c75000', '#00796b', '#a3195b', '#2f3a96', '#b3261e'];

export const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"';

import type { Tile } from '../../schemas/tile';

/**
 * display_type nav_group_header / nav_link: navigation as text, no image. A header names the
 * links after it (a link itself when it has a destination); a link is a plain text link with its
 * subtitle as a hint.
 */
export function NavTile({ tile, header }: { tile: Tile; header: boolean }) {
  const text = tile.title ?? tile.name ?? tile.destination ?? '';
  const content = tile.destination ? <a href={tile.destination}>{text}</a> : text;
  if (header) return <p className="ks-tiles__nav-header">{content}</p>;
  return (
    <p className="ks-tiles__nav-link">
      {content}
      {tile.subtitle && <span className="ks-tiles__nav-hint">{tile.subtitle}</span>}
    </p>
  );
}

import type { BlockProps } from '../../engine';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './TextPills.css?url';

/**
 * Rounded text links, one per tile (its title to its destination), in a list: they wrap on desktop
 * and scroll sideways in one row on mobile. A tile's colours tint its pill.
 */
export default function TextPills({ block }: BlockProps<'text-pills'>) {
  return (
    <section className="ks-text-pills" aria-label={block.title ? undefined : 'Quick links'}>
      <Stylesheet href={css} />
      <SectionHead title={block.title} />
      <ul className="ks-text-pills__list">
        {block.tiles.map((tile) => (
          <li key={tile.id}>
            <a
              className="ks-text-pills__pill"
              href={tile.destination}
              style={cssVars({ '--ks-pill-bg': tile.background_color, '--ks-pill-ink': tile.text_color })}
            >
              {tile.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { CSSProperties } from 'react';
import type { BlockDataContext, BlockProps } from '../../engine';
import type { Tile } from '../../schemas/tile';
import { ButtonStyles } from '../../ui/button/Button';
import { HorizontalScroller } from '../../ui/scroller/HorizontalScroller';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { ModelDescriptionTile } from './ModelDescriptionTile';
import { NavTile } from './NavTile';
import { PopularModelsTile } from './PopularModelsTile';
import { tileGroupShape, type TileGroupBlock, type TileGroupLayout, type TileGroupShape } from './shapes';
import { tileGroupQuery, type TileGroupData } from './tile-group-queries';
import { TileCard } from './TileCard';
import css from './TileGroup.css?url';

/** The group's tiles, with their models' data where a tile shows it (the engine loads it with the component). */
export const data = (block: TileGroupBlock, { api }: BlockDataContext) => tileGroupQuery(api, block);

/**
 * Every tile-group layout: the block's title, description and cta, then its tiles in the layout's
 * shape (shapes.ts). A tile renders by its display_type: models, a model description, a navigation
 * header or link, else a card with its image per platform.
 */
export default function TileGroup({ block, data }: BlockProps<TileGroupLayout, TileGroupData>) {
  const shape = tileGroupShape(block.layout);
  // The sideways row is a labelled region (ui/scroller); an untitled one is named by the block's cta.
  const label = block.title ?? block.cta ?? 'Featured';
  const cta = block.cta && block.destination ? { label: block.cta, href: block.destination } : null;
  const shown = block.tiles.filter((tile) => hasContent(tile, data));
  if (shown.length === 0) return null;
  const tiles = shown.map((tile, index) => (
    <TileOf key={tile.id} tile={tile} shape={shape} data={data} first={index === 0} />
  ));
  return (
    <section
      className={`ks-tiles ks-tiles--${shape.arrangement} ks-tiles--caption-${shape.caption}${shape.round ? ' ks-tiles--round' : ''}`}
      style={shapeVars(shape, block)}
    >
      <ButtonStyles />
      <Stylesheet href={css} />
      <SectionHead title={block.title} link={shape.arrangement === 'scroll' ? null : cta}>
        {block.description && <p className="ks-tiles__description">{block.description}</p>}
      </SectionHead>
      {shape.arrangement === 'scroll' ? (
        <HorizontalScroller label={label} className="ks-tiles__scroller">
          {tiles}
        </HorizontalScroller>
      ) : shape.arrangement === 'single' ? (
        <div className="ks-tiles__single">{tiles}</div>
      ) : (
        <ul className="ks-tiles__list">
          {shown.map((tile, index) => (
            <li key={tile.id} className={`ks-tiles__item${isWide(tile) ? ' ks-tiles__item--wide' : ''}`}>
              {tiles[index]}
            </li>
          ))}
        </ul>
      )}
      {cta && shape.arrangement === 'scroll' && (
        <a className="ks-tiles__button" href={cta.href}>
          {cta.label}
        </a>
      )}
    </section>
  );
}

function TileOf({
  tile,
  shape,
  data,
  first,
}: {
  tile: Tile;
  shape: TileGroupShape;
  data: TileGroupData;
  first: boolean;
}) {
  switch (tile.display_type) {
    case 'popular_models':
      return <PopularModelsTile tile={tile} models={data.models ?? []} />;
    case 'model_description':
      return data.description && <ModelDescriptionTile tile={tile} description={data.description} />;
    case 'nav_group_header':
    case 'nav_link':
      return <NavTile tile={tile} header={tile.display_type === 'nav_group_header'} />;
    default:
      return <TileCard tile={tile} shape={shape} priority={first && shape.arrangement === 'single'} />;
  }
}

/** Model tiles show nothing without their data (no models in the category, no CMS page). */
function hasContent(tile: Tile, data: TileGroupData): boolean {
  if (tile.display_type === 'popular_models') return (data.models?.length ?? 0) > 0;
  if (tile.display_type === 'model_description') return data.description !== null;
  return true;
}

/** Tiles that hold a list or a header span the whole row of a grid. */
function isWide(tile: Tile): boolean {
  return (
    tile.display_type === 'popular_models' ||
    tile.display_type === 'model_description' ||
    tile.display_type === 'nav_group_header'
  );
}

/** The shape as CSS custom properties: columns and image frames per platform, the block's colours. */
function shapeVars(
  shape: TileGroupShape,
  block: { background_color?: string | null; text_color?: string | null },
): CSSProperties | undefined {
  const ratio = (aspect: readonly [number, number]) => `${aspect[0]} / ${aspect[1]}`;
  return cssVars({
    '--ks-tiles-columns-web': String(shape.columns.web),
    '--ks-tiles-columns-mobile': String(shape.columns.mobile),
    '--ks-tile-aspect-web': shape.aspect ? ratio(shape.aspect.web) : null,
    '--ks-tile-aspect-mobile': shape.aspect ? ratio(shape.aspect.mobile) : null,
    '--ks-tiles-bg': block.background_color,
    '--ks-tiles-text': block.text_color,
  });
}

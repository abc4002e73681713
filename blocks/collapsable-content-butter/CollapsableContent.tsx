import { queryOptions } from '@tanstack/react-query';
import type { BlockProps } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import { CollapsibleSections } from '../../ui/cms/CollapsibleSections';
import type { SafeSection } from '../../ui/cms/sections';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './CollapsableContent.css?url';

/**
 * The sections with their HTML sanitised, so the server does it once and the page hydrates from it; the
 * sanitiser loads when the query first runs.
 */
export const data = (block: BlockOf<'collapsable-content-butter'>) =>
  queryOptions({
    queryKey: ['cms-sections', block.id, block.sections],
    queryFn: async () => (await import('../../ui/cms/sections')).sanitizeSections(block.sections),
    staleTime: Infinity,
  });

/** FAQ or guide sections, collapsed, with a table of contents when there are two or more. */
export default function CollapsableContent({ block, data }: BlockProps<'collapsable-content-butter', SafeSection[]>) {
  const label = block.title ?? 'Questions';
  return (
    <section className="ks-collapsable">
      <Stylesheet href={css} />
      <SectionHead title={block.title}>
        {block.description && <p className="ks-collapsable__description">{block.description}</p>}
      </SectionHead>
      <CollapsibleSections sections={data} label={label} idPrefix={`ks-sections-${block.id}`} />
    </section>
  );
}

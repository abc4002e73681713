import type { BlockProps } from '../../engine';
import { CollapsibleSections } from '../../ui/cms/CollapsibleSections';
import type { SafeSection } from '../../ui/cms/sections';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './CollapsableContent.css?url';

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

import { Heading, type BlockProps } from '../../engine';
import { CollapsibleSections } from '../../ui/cms/CollapsibleSections';
import type { SafeSection } from '../../ui/cms/sections';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './CollapsableContent.css?url';

/** FAQ or guide sections, collapsed, with a table of contents when there are two or more. */
export default function CollapsableContent({ block, data }: BlockProps<'collapsable-content-butter', SafeSection[]>) {
  const label = block.title ?? 'Questions';
  return (
    <section className="ks-collapsable">
      <Stylesheet href={css} />
      {block.title && (
        <Heading role="section" className="ks-collapsable__title">
          {block.title}
        </Heading>
      )}
      {block.description && <p className="ks-collapsable__description">{block.description}</p>}
      <CollapsibleSections sections={data} label={label} idPrefix={`ks-sections-${block.id}`} />
    </section>
  );
}

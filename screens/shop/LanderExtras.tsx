import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { useEngine } from '../../engine';
import type { Lander } from '../../schemas/entities/lander';
import { CmsHtml } from '../../ui/cms/CmsHtml';
import { CollapsibleSections } from '../../ui/cms/CollapsibleSections';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { isPreview, landerExtrasQuery } from './lander-extras-queries';
import css from './LanderExtras.css?url';

/**
 * The headless CMS's copy under a lander's blocks: the model's description on a model lander,
 * then the lander's extras — a title, an intro and FAQ-style sections with a table of contents.
 */
export function LanderExtras({ lander }: { lander: Pick<Lander, 'id' | 'model'> }) {
  const { api } = useEngine();
  const preview = isPreview(new URLSearchParams(useSearch()));
  const { data } = useSuspenseQuery(landerExtrasQuery(api, lander, preview));
  if (!data.model && !data.extras) return null;
  return (
    <div className="ks-lander-extras">
      <Stylesheet href={css} />
      {data.model && (
        <section className="ks-lander-extras__model" aria-label={data.model.headline ?? 'About this model'}>
          {data.model.headline && <h2>{data.model.headline}</h2>}
          <CmsHtml className="ks-cms-html" html={data.model.html} />
        </section>
      )}
      {data.extras && (
        <section className="ks-lander-extras__extras" aria-label={data.extras.title ?? 'More about this category'}>
          {data.extras.title && <h2>{data.extras.title}</h2>}
          {data.extras.intro && <CmsHtml className="ks-cms-html" html={data.extras.intro} />}
          {data.extras.sections.length > 0 && (
            <CollapsibleSections
              sections={data.extras.sections}
              label={data.extras.title ?? 'Questions'}
              idPrefix={`ks-lander-${lander.id}`}
            />
          )}
        </section>
      )}
    </div>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import { useEngine } from '../../engine';
import { CardStyles } from '../../ui/card/Card';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { suggestedLanderQuery } from './suggested-lander-queries';
import css from './SuggestedLander.css?url';

/**
 * 'Keep exploring': the lander suggested after this one (spec §7.7), a card with its featured item's photo, under
 * the lander's browse. Nothing when there is no suggestion.
 */
export function SuggestedLander({ landerId }: { landerId: number }) {
  const { api } = useEngine();
  const headingId = useId();
  const { data: suggested } = useSuspenseQuery(suggestedLanderQuery(api, landerId));
  if (!suggested) return null;
  const photo = suggested.featured_item?.primary_image?.edge_url;
  return (
    <section className="ks-suggested-lander" aria-labelledby={headingId}>
      <CardStyles />
      <Stylesheet href={css} />
      <h2 id={headingId}>Keep exploring</h2>
      <Link href={suggested.path} className="ks-card ks-suggested-lander__card">
        {photo && (
          <span className="ks-card__media">
            <img src={photo} alt="" width={360} height={240} loading="lazy" />
          </span>
        )}
        <span className="ks-card__name">{suggested.title}</span>
      </Link>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useHeadingLevel, type BlockDataContext, type BlockProps } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import { CmsHtml } from '../../ui/cms/CmsHtml';
import { CollapsibleSections } from '../../ui/cms/CollapsibleSections';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './BuyingGuide.css?url';
import { buyingGuideQuery, type GuideData } from './guide-queries';
import { ModelList } from './ModelList';
import { Stars } from './Stars';

/** The guide page and its popular models (the engine loads it with the component). */
export const data = (block: BlockOf<'buying-guide'>, { api }: BlockDataContext) =>
  buyingGuideQuery(api, block.guide_slug);

/** Titles of sections whose editor left the title empty. */
export const DEFAULT_TITLES = {
  perfect_for: 'Perfect for',
  key_features: 'Key features',
  top_competitors: 'Top competitors',
  timeline: 'Timeline',
  pros_and_cons: 'Pros and cons',
  review: 'Our review',
  popular: 'Popular models',
  faq: 'FAQ',
} as const;

/** The heading one level below a section title of each level. */
const SUBHEADING = { 1: 'h2', 2: 'h3', 3: 'h4' } as const;

/** A section of the guide under its own heading, one level below the guide's name. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const Tag = SUBHEADING[useHeadingLevel('section')];
  return (
    <section className={`ks-guide__part ks-guide__part--${id}`} aria-labelledby={`${id}-title`}>
      <Tag id={`${id}-title`} className="ks-guide__part-title">
        {title}
      </Tag>
      {children}
    </section>
  );
}

/**
 * A buying guide (spec §2.7, §3 'Buying-guide CMS page'): name and simple description, then each
 * section the editor did not hide and that has something to show — perfect for, key features, top
 * competitors, timeline, pros and cons, review with its star ratings — the 10 popular models, and
 * the FAQ sections with their action links.
 */
export default function BuyingGuide({ block, data }: BlockProps<'buying-guide', GuideData>) {
  const { fields, models } = data.page;
  const {
    perfect_for: perfectFor,
    key_features: keyFeatures,
    top_competitors: competitors,
    timeline,
    pros_and_cons: prosAndCons,
    review,
  } = fields;
  const ids = (part: string) => `ks-guide-${block.id}-${part}`;
  return (
    <article className="ks-guide">
      <Stylesheet href={css} />
      <header>
        <SectionHead title={fields.name}>
          {fields.simple_description && <p className="ks-guide__summary">{fields.simple_description}</p>}
        </SectionHead>
      </header>

      {perfectFor && !perfectFor.hidden && perfectFor.description && (
        <Part id={ids('perfect-for')} title={perfectFor.title || DEFAULT_TITLES.perfect_for}>
          <p>{perfectFor.description}</p>
        </Part>
      )}

      {keyFeatures && !keyFeatures.hidden && keyFeatures.key_features.length > 0 && (
        <Part id={ids('key-features')} title={keyFeatures.title || DEFAULT_TITLES.key_features}>
          <dl className="ks-guide__features">
            {keyFeatures.key_features.map((feature) => (
              <div key={feature.feature}>
                <dt>{feature.feature}</dt>
                {feature.description && <dd>{feature.description}</dd>}
              </div>
            ))}
          </dl>
        </Part>
      )}

      {competitors && !competitors.hidden && models.top_competitors.length > 0 && (
        <Part id={ids('competitors')} title={competitors.title || DEFAULT_TITLES.top_competitors}>
          {competitors.description && <p>{competitors.description}</p>}
          <ModelList models={models.top_competitors} label={competitors.title || DEFAULT_TITLES.top_competitors} />
        </Part>
      )}

      {timeline && !timeline.hidden && timeline.timeline.length > 0 && (
        <Part id={ids('timeline')} title={timeline.title || DEFAULT_TITLES.timeline}>
          {timeline.description && <p>{timeline.description}</p>}
          <ol className="ks-guide__timeline">
            {timeline.timeline.map((entry) => (
              <li key={`${entry.year}-${entry.title}`}>
                <span className="ks-guide__year">{entry.year}</span>
                <strong className="ks-guide__event">{entry.title}</strong>
                {entry.content && <p>{entry.content}</p>}
              </li>
            ))}
          </ol>
        </Part>
      )}

      {prosAndCons && !prosAndCons.hidden && prosAndCons.pros.length + prosAndCons.cons.length > 0 && (
        <Part id={ids('pros-cons')} title={prosAndCons.title || DEFAULT_TITLES.pros_and_cons}>
          <div className="ks-guide__pros-cons">
            <div>
              <p className="ks-guide__list-title">Pros</p>
              <ul className="ks-guide__pros">
                {prosAndCons.pros.map((pro) => (
                  <li key={pro.content}>{pro.content}</li>
                ))}
              </ul>
            </div>
            <div>
              <p className="ks-guide__list-title">Cons</p>
              <ul className="ks-guide__cons">
                {prosAndCons.cons.map((con) => (
                  <li key={con.content}>{con.content}</li>
                ))}
              </ul>
            </div>
          </div>
        </Part>
      )}

      {review && !review.hidden && (data.reviewHtml || review.reviews.length > 0) && (
        <Part id={ids('review')} title={DEFAULT_TITLES.review}>
          {review.reviews.length > 0 && (
            <ul className="ks-guide__ratings">
              {review.reviews.map((rating) => (
                <li key={rating.name}>
                  <span>{rating.name}</span> <Stars stars={rating.stars} />
                </li>
              ))}
            </ul>
          )}
          {data.reviewHtml && <CmsHtml className="ks-cms-html ks-guide__review" html={data.reviewHtml} />}
          {review.reviewer && (
            <div className="ks-guide__reviewer">
              {review.reviewer.avatar && (
                <img src={review.reviewer.avatar} alt="" width={48} height={48} loading="lazy" />
              )}
              <div>
                <p className="ks-guide__reviewer-name">
                  Reviewed by{' '}
                  {review.reviewer.url ? (
                    <a href={review.reviewer.url}>{review.reviewer.name}</a>
                  ) : (
                    review.reviewer.name
                  )}
                </p>
                {review.reviewer.bio && <p className="ks-guide__reviewer-bio">{review.reviewer.bio}</p>}
              </div>
            </div>
          )}
        </Part>
      )}

      {models.popular.length > 0 && (
        <Part id={ids('popular')} title={DEFAULT_TITLES.popular}>
          <ModelList models={models.popular} label={DEFAULT_TITLES.popular} />
        </Part>
      )}

      {data.faq.length > 0 && (
        <Part id={ids('faq')} title={DEFAULT_TITLES.faq}>
          <CollapsibleSections sections={data.faq} label={DEFAULT_TITLES.faq} idPrefix={ids('faq')} />
        </Part>
      )}
    </article>
  );
}

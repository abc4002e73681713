import { useState } from 'react';
import { Link } from 'wouter';
import { Modal } from '../../../ui/modal/Modal';
import { PRO_TIER_NAME, PRO_TIER_PATH } from '../../../ui/pro/pro';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import css from './Insights.css?url';
import { PaywallArt, type PaywallArtKind } from './parts/PaywallArt';

/**
 * The four slides: the eight promises of the paywall (spec §1), two a slide. The spec's slides are
 * videos; the repository has none, so each is a short looping SVG animation drawn here (still under
 * prefers-reduced-motion).
 */
export const PAYWALL_SLIDES: { art: PaywallArtKind; title: string; text: string }[] = [
  {
    art: 'insights',
    title: 'Advanced pricing insights',
    text: 'See what gear like yours sells for, how fast it sells, and every offer with its margin. Better reporting on all of it.',
  },
  {
    art: 'bumps',
    title: 'Automated bumps',
    text: 'Your listings move back to the top on their own, and low-ball offers are blocked before they reach you.',
  },
  {
    art: 'badge',
    title: 'Stand out as a Pro',
    text: 'A Pro badge on your listings, a cover photo and a bio on your locker.',
  },
  {
    art: 'support',
    title: 'Help when you need it',
    text: 'Live chat support and a dedicated account manager.',
  },
];

/** The Pro paywall (spec §2.10): four slides, then 'Upgrade to Kitswap Pro' to the upgrade page. */
export function ProPaywallModal({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const slide = PAYWALL_SLIDES[index]!;
  const last = PAYWALL_SLIDES.length - 1;
  return (
    <Modal title={`Insights come with ${PRO_TIER_NAME}`} onClose={onClose} className="ks-insights ks-paywall">
      <Stylesheet href={css} />
      <div
        className="ks-paywall__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${PAYWALL_SLIDES.length}: ${slide.title}`}
        aria-live="polite"
      >
        <PaywallArt kind={slide.art} />
        <h3>{slide.title}</h3>
        <p>{slide.text}</p>
      </div>
      <div className="ks-paywall__nav">
        <button
          type="button"
          className="ks-button ks-button--small"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          Previous
        </button>
        <ol className="ks-paywall__dots" aria-label="Slides">
          {PAYWALL_SLIDES.map((entry, position) => (
            <li key={entry.art}>
              <button
                type="button"
                aria-label={`Slide ${position + 1}: ${entry.title}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="ks-button ks-button--small"
          disabled={index === last}
          onClick={() => setIndex(index + 1)}
        >
          Next
        </button>
      </div>
      <Link href={PRO_TIER_PATH} className="ks-button ks-button--primary ks-paywall__upgrade">
        Upgrade to {PRO_TIER_NAME}
      </Link>
    </Modal>
  );
}

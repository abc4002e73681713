import { lazy, Suspense, useEffect, useRef, useState } from 'react';

/** Spec §9: the review widget loads 300 px before it comes into view. */
export const REVIEW_WIDGET_MARGIN = '300px';

const ReviewSummary = lazy(() => import('./ReviewSummary'));

/**
 * The footer's review widget (spec §2.4): a placeholder of the widget's size until it is within
 * 300 px of the viewport, then its code loads and renders. Without IntersectionObserver it loads at once.
 */
export function ReviewWidget() {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: REVIEW_WIDGET_MARGIN },
    );
    observer.observe(slot.current!);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} className="ks-reviews" data-loaded={near}>
      {near ? (
        <Suspense fallback={null}>
          <ReviewSummary />
        </Suspense>
      ) : null}
    </div>
  );
}

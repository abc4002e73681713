import { Suspense } from 'react';
import { preloadable, useHydrationGate, type DeferrablePart } from '../../engine';

const FOOTER_GATE = 'footer';
const footer = preloadable<{ simple?: boolean }>(() =>
  import('./Footer').then((module) => ({ default: module.Footer })),
);

/**
 * The site footer, whose code the browser loads only when the footer is on screen, near it, used, or the
 * browser is idle after hydrating the page (engine/hydration): on most pages it is below the fold.
 */
export function DeferredFooter({ simple }: { simple?: boolean }) {
  return (
    <Suspense fallback={null}>
      <GatedFooter simple={simple} />
    </Suspense>
  );
}

function GatedFooter({ simple }: { simple?: boolean }) {
  useHydrationGate(FOOTER_GATE);
  return <footer.Component simple={simple} />;
}

/** The footer of the server's HTML as a deferrable part, when the page has one. */
export function footerPart(root: ParentNode): DeferrablePart[] {
  const element = root.querySelector('footer.ks-footer');
  return element ? [{ key: FOOTER_GATE, element, load: footer.preload }] : [];
}

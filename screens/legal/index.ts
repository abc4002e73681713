import { defineScreen } from '../../engine';
import type { LegalSlug } from './legal-queries';

/** A legal document at /{slug}, from the CMS. */
function legalScreen(slug: LegalSlug) {
  return defineScreen({
    id: slug,
    path: `/${slug}`,
    load: () => import('./LegalScreen'),
    prefetch: () => import('./prefetch').then((module) => module.prefetchLegal(slug)),
  });
}

/** Terms of Service (/terms). */
export const terms = legalScreen('terms');

/** Privacy Policy (/privacy). */
export const privacy = legalScreen('privacy');

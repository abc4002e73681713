import { defineScreen } from '../../engine';

/**
 * Editor preview (/preview): load a page view by id or paste JSON, see it at mobile and desktop
 * widths and every block that would be dropped, and why. Outside production only.
 */
export const preview = defineScreen({
  id: 'preview',
  path: '/preview',
  chrome: 'simple-footer',
  load: () => import('./PreviewScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchPreview),
});

/** What the preview's frames show: /preview/frame?page_view={id} or ?draft=1 (the pasted JSON). */
export const previewFrame = defineScreen({
  id: 'preview-frame',
  path: '/preview/frame',
  chrome: 'chromeless',
  load: () => import('./PreviewFrameScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchPreview),
});

import type { ReactElement } from 'react';
import { blocks } from '.';
import { offlineApi } from '../engine/testing/offline-api';
import { MEMBER, renderWithEngine } from '../engine/testing/render-with-engine';

/** Renders a block component (or a <PageView>) with the real registry and an API that must not be called. */
export function renderBlock(ui: ReactElement, options: { signedIn?: boolean } = {}) {
  return renderWithEngine(ui, { blocks, api: offlineApi(), signedInAs: options.signedIn ? MEMBER : undefined });
}

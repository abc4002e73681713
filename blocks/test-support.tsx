import type { ReactElement } from 'react';
import { blocks } from '.';
import { MEMBER, offlineApi, renderWithEngine } from '../engine/testing';

/** Renders a block component (or a <PageView>) with the real registry and an API that must not be called. */
export function renderBlock(ui: ReactElement, options: { signedIn?: boolean } = {}) {
  return renderWithEngine(ui, { blocks, api: offlineApi(), signedInAs: options.signedIn ? MEMBER : undefined });
}

import type { ScreenPrefetch } from '../../engine';
import { assertPreviewAvailable } from './draft';

/** The preview exists outside production only: elsewhere it is a 404. */
export const prefetchPreview: ScreenPrefetch = async ({ environment }) => assertPreviewAvailable(environment);

import { createScreenRegistry } from '../engine/registry/screen-registry';
import { home } from './home';
import { shop } from './shop';

/** Every screen, in route-matching order (catch-alls last). Add a screen here to mount it. */
export const screens = createScreenRegistry([home, shop]);

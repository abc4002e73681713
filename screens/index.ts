import { createScreenRegistry } from '../engine/registry/screen-registry';
import { appleSignIn } from './apple-sign-in';
import { home } from './home';
import { item } from './item';
import { login, register } from './login';
import { onboarding } from './onboarding';
import { preview, previewFrame } from './preview';
import { shop } from './shop';
import { blockWebview } from './webview';

/** Every screen, in route-matching order (catch-alls last). Add a screen here to mount it. */
export const screens = createScreenRegistry([home, preview, previewFrame, blockWebview, item, shop, login, register, onboarding, appleSignIn]);

import { createScreenRegistry } from '../engine';
import { appleSignIn } from './apple-sign-in';
import { blog, blogPost } from './blog';
import { cart } from './cart';
import { home, sellNow } from './cms-page';
import { csvImport } from './csv-import';
import { feed } from './feed';
import { buyingGuides } from './guides';
import { inbox } from './inbox';
import { invite } from './invite';
import { item } from './item';
import { privacy, terms } from './legal';
import { listFlow } from './list-flow';
import { locker, profile } from './locker';
import { login, register } from './login';
import { newsletterConfirm } from './newsletter-confirm';
import { onboarding } from './onboarding';
import { preview, previewFrame } from './preview';
import { purchases } from './purchases';
import { search } from './search';
import { selling } from './selling';
import { settingsAccount } from './settings-account';
import { settingsAddresses } from './settings-addresses';
import { settingsIntegrations } from './settings-integrations';
import { settingsNotifications } from './settings-notifications';
import { settingsPaymentMethods } from './settings-payment-methods';
import { settingsPro } from './settings-pro';
import { settingsVacation } from './settings-vacation';
import { shippingLabel } from './shipping-label';
import { nav, shop } from './shop';
import { sitemap } from './sitemap';
import { swap } from './swap';
import { valueGuide } from './value-guide';
import { warehouseLabel } from './warehouse-label';
import { blockWebview } from './webview';

/** Every screen, in route-matching order (catch-alls last). Add a screen here to mount it. */
export const screens = createScreenRegistry([
  home,
  sellNow,
  preview,
  previewFrame,
  blockWebview,
  item,
  blog,
  blogPost,
  buyingGuides,
  terms,
  privacy,
  sitemap,
  cart,
  purchases,
  selling,
  feed,
  shippingLabel,
  swap,
  inbox,
  login,
  register,
  onboarding,
  appleSignIn,
  search,
  valueGuide,
  locker,
  listFlow,
  csvImport,
  settingsAccount,
  settingsIntegrations,
  settingsNotifications,
  invite,
  settingsVacation,
  settingsAddresses,
  settingsPaymentMethods,
  settingsPro,
  warehouseLabel,
  newsletterConfirm,
  nav,
  shop,
  profile,
]);

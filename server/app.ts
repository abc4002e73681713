import { Hono } from 'hono';
import { createAccessTokenSigner, tokenSecretFromEnvironment } from './auth/access-token';
import { viewerMiddleware } from './auth/viewer';
import { categoryRoutes } from './catalogue/category-routes';
import { modelRoutes } from './catalogue/model-routes';
import { regionRoutes } from './catalogue/region-routes';
import { valueGuideRoutes } from './catalogue/value-guide-routes';
import { cartRoutes } from './checkout/cart-routes';
import { chromeRoutes } from './chrome/chrome-routes';
import { buyingGuideRoutes } from './cms/buying-guide-routes';
import { cmsRoutes } from './cms/cms-routes';
import { landerRoutes } from './cms/lander-routes';
import { pageViewRoutes } from './cms/page-view-routes';
import { allowsDevStandIns } from './config/environment';
import { fieldCipherFromEnvironment, type FieldCipher } from './config/field-encryption';
import { webOriginFromEnvironment } from './config/web-origin';
import type { Db } from './db/db';
import { healthRoutes } from './db/health-routes';
import { detectionRoutes } from './detection/detection-routes';
import { ApiError } from './http/api-error';
import { accountPhoneRoutes } from './iam/account-phone-routes';
import { accountSettingsRoutes } from './iam/account-settings-routes';
import { createSignedAntiBot, type AntiBotService } from './iam/anti-bot';
import { CHALLENGE_PATH } from './iam/challenges';
import { iamRoutes } from './iam/iam-routes';
import { phoneVerificationFromEnvironment, type PhoneVerificationDeps } from './iam/sms-sender';
import { devSocialVerifier, refusingSocialVerifier, type SocialVerifier } from './iam/social-verifier';
import { mediaRoutes } from './images/stand-in-routes';
import { UPLOAD_PATHS } from './images/upload-limits';
import { imageRoutes } from './images/upload-routes';
import { importRoutes } from './imports/import-routes';
import { analyticsRoutes } from './insights/analytics-routes';
import { insightsRoutes } from './insights/insight-routes';
import { itemPageRoutes } from './item-page/item-page-routes';
import { feedRoutes } from './items/feed-routes';
import { RECURRING_JOBS } from './job-registry';
import { bodyGuard, type BodyGuardOptions } from './limits/upload-guard';
import { bumpRoutes } from './listings/bump-routes';
import { itemManagementRoutes } from './listings/item-management-routes';
import { listFlowRoutes } from './listings/list-flow-routes';
import { listingRoutes } from './listings/listing-routes';
import { marketplaceAccountRoutes } from './marketplaces/account-routes';
import type { MarketplaceConnector } from './marketplaces/connector';
import { marketplaceConnectorFromEnvironment } from './marketplaces/from-environment';
import { marketplaceLinkRoutes } from './marketplaces/link-routes';
import { sandboxMarketplaceRoutes } from './marketplaces/sandbox-routes';
import { notificationPreferenceRoutes } from './notifications/preference-routes';
import { paymentGatewayFromEnvironment } from './payments/from-environment';
import type { PaymentGateway } from './payments/gateway';
import { paymentMethodRoutes } from './payments/payment-method-routes';
import { payoutProviderFromEnvironment } from './payouts/from-environment';
import { payoutsRoutes } from './payouts/payouts-routes';
import type { PayoutProvider } from './payouts/provider';
import { payoutTestingRoutes } from './payouts/testing-seller-routes';
import { proRoutes } from './pro/pro-routes';
import { rankApiKeyFromEnvironment, recommendationRoutes } from './recommendations/recommendation-routes';
import { referralRoutes } from './referrals/referral-routes';
import { facetRoutes } from './search/facet-routes';
import { itemRoutes } from './search/item-search-routes';
import { sellerAccountRoutes } from './seller-accounts/seller-account-routes';
import { sellerComplianceRoutes } from './seller-compliance/seller-compliance-routes';
import { informActTestingRoutes } from './seller-compliance/testing-routes';
import { sellerDashboardRoutes } from './seller-dashboard/seller-dashboard-routes';
import type { Carrier } from './shipping/carrier';
import { carrierFromEnvironment } from './shipping/from-environment';
import { shippingRoutes } from './shipping/shipping-routes';
import { warehouseLabelRoutes } from './shipping/warehouse-label-routes';
import { deliveryRoutes } from './swaps/delivery-routes';
import { swapFeedbackRoutes } from './swaps/feedback-routes';
import { inboxRoutes } from './swaps/inbox-routes';
import { swapRoutes } from './swaps/swap-routes';
import { testingClockRoutes } from './swaps/testing-clock-routes';
import { addressRoutes } from './users/address-routes';
import { lockerProfileRoutes } from './users/locker-profile-routes';
import { lockerRoutes } from './users/locker-routes';
import { userListRoutes } from './users/user-list-routes';
import { userRoutes } from './users/user-routes';
import { vacationRoutes } from './vacations/vacation-routes';

export interface AppOptions {
  db: Db;
  /** Signs access tokens; defaults to KS_TOKEN_SECRET (or the development secret outside production). */
  tokenSecret?: string;
  /** Charges every paid action (default: the sandbox outside production, the unavailable gateway in production). */
  payments?: PaymentGateway;
  /** Links and syncs items with eBay (default: the sandbox outside production, none in production). */
  marketplaces?: MarketplaceConnector;
  /** Checks the anti-bot header of login, register and social sign-in (default: this server's signed tokens). */
  antiBot?: AntiBotService;
  /** Checks social provider tokens (default: the development double outside production, none in production). */
  socialVerifier?: SocialVerifier;
  /** The recommendation service's key (default KS_RANK_KEY; the development key in development and test). */
  rankApiKey?: string | null;
  /** The auth host's origin, told to the web client by GET /iam/v1/auth-host (spec §2.6). */
  authOrigin?: string;
  /**
   * Texts phone verification codes (default: the server log and a fixed code outside production, no provider in
   * production).
   */
  phoneVerification?: PhoneVerificationDeps;
  /** Prints shipping labels and tracks parcels (default: the sandbox outside production, none in production). */
  carrier?: Carrier;
  /** The web client's origin, for links printed on labels (default: KS_WEB_ORIGINS' first, else the web port). */
  webOrigin?: string;
  /** How long a body may take and how many uploads are read at once (limits/upload-guard.ts; tests shorten them). */
  bodies?: Pick<BodyGuardOptions, 'timeouts' | 'slots'>;
  /** Seals bank and tax numbers at rest (default: KS_FIELD_KEY; a fixed key in development and test only). */
  fieldCipher?: FieldCipher;
  /** Pays sellers' cash-outs to their banks (default: the sandbox outside production, none in production). */
  payoutProvider?: PayoutProvider;
}

/**
 * The reference marketplace API (spec §7) as a Hono app: mount it beside the SSR handler, or serve
 * it alone (server/main.ts). Success bodies are `{data, meta?}`, failures `{errors: [...]}`.
 */
export function createApp({
  db,
  tokenSecret = tokenSecretFromEnvironment(),
  payments = paymentGatewayFromEnvironment(),
  marketplaces = marketplaceConnectorFromEnvironment(db),
  antiBot,
  socialVerifier,
  authOrigin,
  phoneVerification = phoneVerificationFromEnvironment(),
  rankApiKey = rankApiKeyFromEnvironment(),
  webOrigin = webOriginFromEnvironment(),
  carrier = carrierFromEnvironment(),
  bodies,
  // Read at start: production refuses to start without its key.
  fieldCipher = fieldCipherFromEnvironment(),
  payoutProvider = payoutProviderFromEnvironment(),
}: AppOptions): Hono {
  const app = new Hono();
  const signer = createAccessTokenSigner(tokenSecret);
  // The PIN challenge call carries the challenge token, not an access token.
  app.use(
    '*',
    viewerMiddleware(signer, {
      except: [CHALLENGE_PATH],
      accountExists: async (userId) =>
        Number.isSafeInteger(userId) &&
        (await db.query('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [userId])).length > 0,
    }),
  );
  // Slow bodies time out; an upload needs a session before its body is read, and a slot (server/limits/README.md).
  app.use('*', bodyGuard({ uploadPaths: UPLOAD_PATHS, ...bodies }));
  for (const routes of [
    healthRoutes,
    pageViewRoutes,
    landerRoutes,
    categoryRoutes,
    itemRoutes,
    analyticsRoutes,
    mediaRoutes,
    detectionRoutes,
  ]) {
    app.route('/', routes(db));
  }
  app.route('/', cmsRoutes(db));
  app.route('/', buyingGuideRoutes(db));
  // Before the list flow: DELETE /v1/items/sale is not an item id.
  app.route('/', itemManagementRoutes(db));
  app.route('/', bumpRoutes(db, payments));
  app.route('/', proRoutes(db, payments));
  app.route('/', lockerProfileRoutes(db));
  app.route('/', feedRoutes(db, { webOrigin }));
  // Before the item page: GET /v1/items/drafts is not an item id.
  app.route('/', listingRoutes(db));
  app.route('/', listFlowRoutes(db));
  app.route('/', itemPageRoutes(db));
  app.route('/', insightsRoutes(db));
  app.route('/', regionRoutes(db));
  app.route('/', cartRoutes(db, payments));
  app.route('/', swapRoutes(db));
  app.route('/', shippingRoutes(db, carrier));
  app.route('/', deliveryRoutes(db, payments));
  app.route('/', inboxRoutes(db));
  app.route('/', swapFeedbackRoutes(db));
  app.route('/', userRoutes(db));
  app.route('/', userListRoutes(db));
  app.route('/', lockerRoutes(db));
  app.route('/', accountPhoneRoutes(db, phoneVerification));
  app.route('/', accountSettingsRoutes(db, { webOrigin, payments }));
  app.route('/', vacationRoutes(db));
  app.route('/', sellerComplianceRoutes(db, fieldCipher));
  app.route('/', addressRoutes(db));
  app.route('/', paymentMethodRoutes(db, payments));
  app.route('/', recommendationRoutes(db, rankApiKey));
  app.route('/', facetRoutes(db));
  app.route('/', modelRoutes(db));
  app.route('/', valueGuideRoutes(db));
  app.route('/', imageRoutes(db));
  app.route('/', importRoutes(db));
  app.route('/', marketplaceLinkRoutes(db, marketplaces));
  app.route('/', marketplaceAccountRoutes(db, marketplaces));
  app.route('/', notificationPreferenceRoutes(db));
  // The sandbox eBay's listing pages exist only where the sandbox does (never in production).
  if (marketplaces.available && marketplaces.name === 'sandbox') app.route('/', sandboxMarketplaceRoutes(db));
  app.route('/', warehouseLabelRoutes(db, { webOrigin }));
  app.route('/', referralRoutes(db, { webOrigin }));
  if (allowsDevStandIns()) app.route('/', testingClockRoutes(db, RECURRING_JOBS));
  if (allowsDevStandIns()) app.route('/', informActTestingRoutes(db, fieldCipher));
  app.route(
    '/',
    iamRoutes({
      db,
      signer,
      antiBot: antiBot ?? createSignedAntiBot(tokenSecret),
      social: socialVerifier ?? (allowsDevStandIns() ? devSocialVerifier : refusingSocialVerifier),
      authOrigin,
    }),
  );
  app.route('/', chromeRoutes(db, payments, webOrigin));
  app.route('/', sellerAccountRoutes(db, fieldCipher));
  app.route('/', sellerDashboardRoutes(db));
  app.route('/', payoutsRoutes(db, payoutProvider, fieldCipher));
  // A fresh seller with a completed account and an Available balance, for the cash-out e2e (never in production).
  if (allowsDevStandIns()) app.route('/', payoutTestingRoutes(db, fieldCipher));
  app.notFound((c) => c.json({ errors: [{ message: 'Not found', code: 'not_found' }] }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError)
      return c.json({ errors: error.errors, ...(error.meta ? { meta: error.meta } : {}) }, error.status);
    console.error('[server] unhandled error', c.req.method, c.req.path, error);
    return c.json({ errors: [{ message: 'Internal server error', code: 'internal' }] }, 500);
  });
  return app;
}

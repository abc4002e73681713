import { lazy, Suspense, useState } from 'react';
import { useEngine } from '../../../engine';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { Button } from '../../../ui/button/Button';
import { rememberSaleDismissed, useDismissedSale } from '../../../ui/sale/dismissed-sale';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../../ui/sign-in/require-sign-in';
import { useActiveVacation, useCurrentSale, useUserConfiguration } from '../chrome-queries';
import { activeBanners, type BannerContent } from './banner-content';
import { RestrictedBanner } from './RestrictedBanner';

// A lazy chunk (with ui/modal): the banners are in every page's entry, the guide opens on a click (issue 20 item 2).
const SaleGuideModal = lazy(() => import('./SaleGuideModal').then((module) => ({ default: module.SaleGuideModal })));

/** The account and sale banners under the header (spec §2.5), stacked in priority order. */
export function Banners() {
  const user = useUserConfiguration();
  const vacation = useActiveVacation();
  const sale = useCurrentSale();
  const [dismissed, setDismissed] = useState<number[]>([]);
  const dismissedBefore = useDismissedSale(sale?.id);
  const saleDismissed = sale ? dismissed.includes(sale.id) || dismissedBefore : false;
  const banners = activeBanners({ user, vacation, sale, saleDismissed, now: Date.now() });
  if (banners.length === 0) return null;
  const dismissSale = (id: number) => {
    rememberSaleDismissed(id);
    setDismissed((ids) => [...ids, id]);
  };
  return (
    <section className="ks-banners" aria-label="Notices">
      {banners.map((banner) =>
        banner === 'restricted' ? (
          <RestrictedBanner key="restricted" canResolve={user?.actions.includes('unrestrict') ?? false} />
        ) : banner.key.startsWith('sale-') && sale ? (
          <SaleBanner
            key={banner.key}
            banner={banner}
            username={user?.username}
            onDismiss={() => dismissSale(sale.id)}
            saleName={sale.name}
          />
        ) : (
          <AlertBox key={banner.key} kind={banner.kind} header={banner.header} action={banner.action}>
            {banner.text}
          </AlertBox>
        ),
      )}
    </section>
  );
}

/**
 * Spec §2.5 item 5: dismissible per sale; before the sale 'Add to Sale' guides a seller, or asks a guest to sign in.
 */
function SaleBanner({
  banner,
  saleName,
  username,
  onDismiss,
}: {
  banner: BannerContent;
  saleName: string;
  username?: string;
  onDismiss: () => void;
}) {
  const { signedIn } = useEngine();
  const requireSignIn = useRequireSignIn();
  const [guiding, setGuiding] = useState(false);
  const action = banner.action?.href
    ? banner.action
    : {
        label: banner.action!.label,
        onClick: () => (signedIn ? setGuiding(true) : requireSignIn({ reason: SIGN_IN_REASONS.joinSale })),
      };
  return (
    <div className="ks-banner--dismissible">
      <AlertBox kind={banner.kind} action={action}>
        {banner.text}
      </AlertBox>
      <Button variant="plain" className="ks-banner__dismiss" aria-label="Dismiss sale banner" onClick={onDismiss}>
        ×
      </Button>
      {guiding ? (
        <Suspense fallback={null}>
          <SaleGuideModal saleName={saleName} username={username} onClose={() => setGuiding(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

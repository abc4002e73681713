import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { blocks } from '../../blocks';
import { EngineProvider } from '../../engine';
import { fakeApi, type FakeRoutes } from '../../engine/testing';
import { Banners } from '../../host/chrome/banners/Banners';
import { cartFixture, chromeRoutes, SELLER } from '../../host/chrome/fixtures';
import { Footer } from '../../host/chrome/Footer';
import { Header } from '../../host/chrome/Header';
import { NavigationDrawer } from '../../host/chrome/MobileMenus';
import { userFixture } from '../../ui/people/fixtures';
import { SWAP_COUNTS, SWAP_LIST } from '../../ui/swaps/fixtures';

export default { title: 'Chrome / header, banners, footer' };

const DAY = 86_400_000;
const saleAt = (startDays: number) => ({
  id: 1,
  name: 'Holiday Gear Sale',
  label: 'Up to 40% off',
  destination: '/search?q=sale',
  started_at: new Date(Date.now() + startDays * DAY).toISOString(),
  ended_at: new Date(Date.now() + 40 * DAY).toISOString(),
});

/** The chrome of one visitor, its API answering from fixtures (no server in Ladle). */
function ChromeStory({
  routes = chromeRoutes(),
  signedIn = false,
  path = '/',
  children,
}: {
  routes?: FakeRoutes;
  signedIn?: boolean;
  path?: string;
  children: ReactNode;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 300_000 } } }),
  );
  const [engine] = useState(() => ({
    api: fakeApi(routes).api,
    environment: 'development' as const,
    signedIn,
    ...(signedIn ? { viewer: SELLER } : {}),
    blocks,
    track: () => {},
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={engine}>
        <Router hook={memoryLocation({ path }).hook}>{children}</Router>
      </EngineProvider>
    </QueryClientProvider>
  );
}

const page = (
  <>
    <Header />
    <Banners />
    <div style={{ height: 160 }} />
    <Footer />
  </>
);

const at = (width: number, story: () => ReactNode) => Object.assign(() => story(), { meta: { width } });

export const GuestDesktop = at(1280, () => <ChromeStory>{page}</ChromeStory>);
export const GuestMobile = at(375, () => <ChromeStory>{page}</ChromeStory>);
export const UserDesktop = at(1280, () => (
  <ChromeStory signedIn routes={{ ...chromeRoutes(), 'GET /v1/users/uuid-1002/cart': { data: cartFixture(2) } }}>
    {page}
  </ChromeStory>
));
export const UserMobile = at(375, () => <ChromeStory signedIn>{page}</ChromeStory>);
/** A power seller: Inbox opens the quick inbox (spec §2.11) on the inbox fixtures. */
export const ProUserDesktop = at(1280, () => (
  <ChromeStory
    signedIn
    routes={{
      ...chromeRoutes(userFixture({ username: 'demo_pro', power_seller: true, schedule_call: true })),
      'GET /v2/swaps/counts': { data: SWAP_COUNTS },
      'GET /v2/swaps': SWAP_LIST,
    }}
  >
    {page}
  </ChromeStory>
));
export const RestrictedDesktop = at(1280, () => (
  <ChromeStory signedIn routes={chromeRoutes(userFixture({ restricted: true, actions: ['unrestrict'] }))}>
    {page}
  </ChromeStory>
));
export const RestrictedMobile = at(375, () => (
  <ChromeStory signedIn routes={chromeRoutes(userFixture({ restricted: true }))}>
    {page}
  </ChromeStory>
));

/** Every banner at once, in the priority order: restricted, vacation, tariff, inventory, sale. */
export const EveryBanner = at(1280, () => (
  <ChromeStory
    signedIn
    routes={{
      ...chromeRoutes(
        userFixture({
          restricted: true,
          canadian_tariff_effected: true,
          features: ['import_items'],
          inventory_imported_at: new Date(Date.now() - 5 * DAY).toISOString(),
        }),
      ),
      'GET /v1/vacations/active': {
        data: { id: 1, generated_by: 'user', details: 'inform_act_compliance', started_at: new Date().toISOString() },
      },
      'GET /v1/sales/current': { data: saleAt(-1) },
    }}
  >
    <Banners />
  </ChromeStory>
));
export const InventoryNeverImportedAndSaleSoon = at(1280, () => (
  <ChromeStory
    signedIn
    routes={{
      ...chromeRoutes(userFixture({ features: ['import_items'] })),
      'GET /v1/sales/current': { data: saleAt(3) },
    }}
  >
    <Banners />
  </ChromeStory>
));
export const InventoryFresh = at(375, () => (
  <ChromeStory
    signedIn
    routes={chromeRoutes(
      userFixture({
        features: ['import_items'],
        inventory_imported_at: new Date(Date.now() - 20 * 60_000).toISOString(),
      }),
    )}
  >
    <Banners />
  </ChromeStory>
));
export const VacationByAdmin = at(1280, () => (
  <ChromeStory
    signedIn
    routes={{
      ...chromeRoutes(),
      'GET /v1/vacations/active': {
        data: { id: 1, generated_by: 'admin', details: null, started_at: new Date().toISOString() },
      },
    }}
  >
    <Banners />
  </ChromeStory>
));

export const NavigationDrawerOpen = at(375, () => (
  <ChromeStory>
    <NavigationDrawer onClose={() => {}} />
  </ChromeStory>
));
export const SimpleFooter = at(1280, () => (
  <ChromeStory>
    <Footer simple />
  </ChromeStory>
));

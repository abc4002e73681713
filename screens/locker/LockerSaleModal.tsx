import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useEngine } from '../../engine';
import type { UserProfile } from '../../schemas/entities/user-profile';
import { itemSearchQuery } from '../../ui/item/item-search-queries';
import { SaleModal, type SaleCandidate } from '../../ui/sale/SaleModal';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';

/** How many of the owner's items the sale modal offers (the API's largest page). */
const CANDIDATE_COUNT = 100;

/**
 * The owner's items that may join a sale: available ones (a search of their locker) that are not
 * discounted already. The search answer does not say which sale an item is in; an item priced under
 * its list price is in one (browse's sale=1 reads the same fact).
 */
function useSaleCandidates(username: string, enabled: boolean): SaleCandidate[] | undefined {
  const { api } = useEngine();
  const items = useQuery({
    ...itemSearchQuery(api, { seller: username, state: 'available', page_size: CANDIDATE_COUNT, include_meta: 0 }),
    enabled,
  });
  return items.data
    ?.filter((item) => item.list_price == null || item.price >= item.list_price)
    .map(({ id, name }) => ({ id, name }));
}

/**
 * Spec §2.1 'Query sale=1 opens the sale modal' (the sale banner's Add to Sale leads here): the
 * locker's owner chooses one of their items and a sale; a guest is asked to log in first (§5, §6);
 * anyone else's locker opens nothing. Closing drops ?sale=1 (Back or a reload does not reopen it)
 * and remembers each sale offered as dismissed.
 */
export function LockerSaleModal({ profile }: { profile: UserProfile }) {
  const { signedIn, viewer } = useEngine();
  const [path, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('sale') === '1';
  const owner = viewer?.userId === String(profile.id);
  const requireSignIn = useRequireSignIn();
  // Opened after hydration: the server cannot draw a modal (it portals into the document body).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (asked && !signedIn) requireSignIn({ reason: SIGN_IN_REASONS.joinSale });
  }, [asked, signedIn, requireSignIn]);
  const candidates = useSaleCandidates(profile.username, asked && owner);

  if (!mounted || !asked || !owner || !candidates) return null;
  return <SaleModal items={candidates} rememberDismissal onClose={() => navigate(path, { replace: true })} />;
}

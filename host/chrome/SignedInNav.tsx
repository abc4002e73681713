import { useCartCount } from '../../ui/cart/use-cart';
import { avatarMenuEntries } from './avatar-menu';
import { AvatarMenu } from './AvatarMenu';
import { useSwapsBadge, type useBalance, type useUserConfiguration } from './chrome-queries';
import { CountedName } from './CountedName';
import { QuickInboxButton } from './quick-inbox/QuickInboxButton';
import { UserAvatar } from './UserAvatar';

export interface SignedInNavProps {
  user: ReturnType<typeof useUserConfiguration>;
  quickInbox: boolean;
  balance: ReturnType<typeof useBalance>;
  proAvailable: boolean;
  onOpenAccountDrawer(): void;
}

/**
 * The signed-in user's part of the header's account navigation (spec §2.3): Favorites, Inbox (the
 * quick inbox's button with quick_inbox), Cart with its count, then the avatar menu (desktop) or
 * the avatar that opens the right drawer (mobile). A lazy chunk of its own: a guest's page never
 * loads it (Header.tsx).
 */
export function SignedInNav({ user, quickInbox, balance, proAvailable, onOpenAccountDrawer }: SignedInNavProps) {
  return (
    <>
      <SignedInActions quickInbox={quickInbox} />
      {user ? (
        <>
          <span className="ks-desktop-only">
            <AvatarMenu
              username={user.username}
              avatarUrl={user.avatar_url}
              entries={avatarMenuEntries({
                username: user.username,
                balance,
                proAvailable,
                scheduleCall: user.schedule_call,
              })}
            />
          </span>
          <button
            type="button"
            className="ks-avatar ks-mobile-only"
            aria-label={`Open account menu for @${user.username}`}
            aria-haspopup="dialog"
            onClick={onOpenAccountDrawer}
          >
            <UserAvatar username={user.username} avatarUrl={user.avatar_url} />
          </button>
        </>
      ) : null}
    </>
  );
}

function SignedInActions({ quickInbox }: { quickInbox: boolean }) {
  const badge = useSwapsBadge();
  const cartCount = useCartCount();
  return (
    <>
      <a href="/feed" className="ks-desktop-only">
        Favorites
      </a>
      {quickInbox ? (
        <QuickInboxButton badge={badge} className="ks-desktop-only" />
      ) : (
        <a href="/swaps/sell/all" className="ks-desktop-only">
          <CountedName name="Inbox" count={badge} spoken={`Inbox, ${badge} unread`} />
        </a>
      )}
      <a href="/cart" className="ks-desktop-only">
        <CountedName name="Cart" count={cartCount} spoken={`Cart, ${cartCount} items`} />
      </a>
    </>
  );
}

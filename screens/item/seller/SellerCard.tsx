import { useState } from 'react';
import { Link } from 'wouter';
import { displayedMessage, useEngine } from '../../../engine';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { Modal } from '../../../ui/modal/Modal';
import { feedbackText, NO_FEEDBACK } from '../../../ui/people/feedback-text';
import { ProBadge } from '../../../ui/pro/ProBadge';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../../ui/sign-in/require-sign-in';
import { useFollowSeller } from './follow';

export interface SellerCardProps {
  item: ItemDetail;
  /** Message Seller (the purchase seam); null hides it (an item nobody can buy). */
  onMessage: (() => void) | null;
}

/**
 * The seller of the item with Follow / Followed (guests are asked to sign in: 'Log in to follow this
 * seller'), Message Seller and Request Bundle, which explains how bundles work (spec §2.9). The
 * seller sees none of the buttons on their own item. Under the name, the seller's feedback (spec §9).
 */
export function SellerCard({ item, onMessage }: SellerCardProps) {
  const { signedIn, viewer } = useEngine();
  const requireSignIn = useRequireSignIn();
  const { following, toggle, error } = useFollowSeller(item.seller);
  const [bundleOpen, setBundleOpen] = useState(false);
  const { username } = item.seller;
  const locker = `/locker/${encodeURIComponent(username)}`;
  const own = viewer?.userId === String(item.seller.id);

  return (
    <section className="ks-item__seller" aria-label="Seller">
      <img className="ks-item__avatar" src={`/media/avatars/${item.seller.id}.svg`} alt="" width={48} height={48} />
      <div className="ks-item__seller-who">
        <span className="ks-item__seller-title">
          <Link href={locker} className="ks-item__seller-name">
            @{username}
          </Link>
          {item.seller.pro ? <ProBadge /> : null}
        </span>
        <SellerFeedback feedback={item.seller.feedback} locker={locker} />
      </div>
      {own ? null : (
        <div className="ks-item__row">
          <button
            type="button"
            className="ks-button ks-item__button"
            aria-pressed={following}
            onClick={() => (signedIn ? toggle() : requireSignIn({ reason: SIGN_IN_REASONS.follow }))}
          >
            {following ? 'Followed' : 'Follow'}
          </button>
          {onMessage ? (
            <button type="button" className="ks-button ks-item__button" onClick={onMessage}>
              Message Seller
            </button>
          ) : null}
          {onMessage ? (
            <button type="button" className="ks-button ks-item__button" onClick={() => setBundleOpen(true)}>
              Request Bundle
            </button>
          ) : null}
        </div>
      )}
      {error ? (
        <p className="ks-item__error" role="alert">
          {displayedMessage(error)}
        </p>
      ) : null}
      {bundleOpen ? (
        <Modal title="How to bundle" onClose={() => setBundleOpen(false)}>
          <p>Buy more than one item from @{username} and pay shipping once.</p>
          <ol className="ks-item__steps">
            <li>
              Pick the items you want in <Link href={locker}>@{username}’s locker</Link>.
            </li>
            <li>Message the seller with the list: they reply with one offer for the whole bundle.</li>
            <li>Accept the offer to pay once. Everything ships together on one label.</li>
          </ol>
          <p>Keep the conversation on Kitswap so your purchase stays protected.</p>
        </Modal>
      ) : null}
    </section>
  );
}

/**
 * '{score}% positive ({count})', rounded (spec §9), linking to the locker's Feedback tab; 'No Feedback' (spec §8)
 * when the seller has none, as plain text: there is nothing to read there.
 */
function SellerFeedback({ feedback, locker }: { feedback: ItemDetail['seller']['feedback']; locker: string }) {
  const text = feedback ? feedbackText({ count: feedback.recent_count, score: feedback.score }) : NO_FEEDBACK;
  return text === NO_FEEDBACK ? (
    <span className="ks-item__seller-feedback">{text}</span>
  ) : (
    <Link href={`${locker}/feedback`} className="ks-item__seller-feedback">
      {text}
    </Link>
  );
}

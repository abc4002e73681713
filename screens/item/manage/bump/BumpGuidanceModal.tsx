import type { BumpInfo } from '../../../../schemas/entities/bumps';
import { formatCount } from '../../../../ui/format/numbers';
import { Modal } from '../../../../ui/modal/Modal';
import { PRO_TIER_NAME } from '../../../../ui/pro/pro';

export interface BumpGuidanceModalProps {
  /** 'pro': a Pro seller's pro bump; 'bumps': a first bump, with the seller's bump info. */
  kind: 'pro' | 'bumps';
  info?: BumpInfo;
  pending: boolean;
  onBump: () => void;
  onClose: () => void;
}

/**
 * What a bump does, then Bump (spec §4.2): the bumps guidance before a seller's first bump, and
 * the pro bump guidance a Pro seller sees until they confirm it once.
 */
export function BumpGuidanceModal({ kind, info, pending, onBump, onClose }: BumpGuidanceModalProps) {
  return (
    <Modal title={kind === 'pro' ? `Bump with ${PRO_TIER_NAME}` : 'Bump your item'} onClose={onClose}>
      <div className="ks-manage__modal">
        <p>
          A bump moves your item back to the top of search results and the newest listings, as if you had just listed
          it. Buyers who saved a search see it again.
        </p>
        <p>Each item can be bumped once every 24 hours.</p>
        {kind === 'pro' ? (
          <p>Your {PRO_TIER_NAME} plan includes bumps: they are free and use none of your bumps.</p>
        ) : info && info.available_bumps > 0 ? (
          <p>
            You have {formatCount(info.available_bumps)} {info.available_bumps === 1 ? 'bump' : 'bumps'}. A bump uses
            one.
          </p>
        ) : (
          <p>You have no bumps yet: you can buy a pack next.</p>
        )}
        <div className="ks-manage__modal-actions">
          <button type="button" className="ks-button" onClick={onClose}>
            Not now
          </button>
          <button type="button" className="ks-button ks-button--primary" disabled={pending} onClick={onBump}>
            Bump
          </button>
        </div>
      </div>
    </Modal>
  );
}

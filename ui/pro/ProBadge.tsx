import { Stylesheet } from '../stylesheet/Stylesheet';
import { PRO_TIER_NAME } from './pro';
import css from './ProBadge.css?url';

/**
 * The 'Pro' badge beside a Kitswap Pro seller's username (the locker head, the item page's seller card): shown
 * while the server says their subscription runs (`pro` of the profile). Read out as 'Kitswap Pro member'.
 */
export function ProBadge() {
  const name = `${PRO_TIER_NAME} member`;
  return (
    <>
      <Stylesheet href={css} precedence="ui" />
      <span className="ks-pro-badge" role="img" aria-label={name} title={name}>
        Pro
      </span>
    </>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import type { BlockProps } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import {
  AD_LAZY_MARGIN_PX,
  AD_SIZES,
  houseAdNetwork,
  whenAdNetworkReady,
  type AdCreative,
  type AdNetwork,
} from './ad-network';
import css from './AdSlot.css?url';

/** Spec §1, the ad explanation ({product} = Kitswap). */
export const AD_EXPLANATION =
  "Simply put: we're reinvesting in things that are important to our community. Advertising revenue allows Kitswap to offer low seller fees and an improved iOS/Android experience.";
export const AD_FREE = 'For an ad free experience, download the app';
export const WHY_ADS = 'Why am I seeing ads?';

/** ad-slot: the house ad network fills the slot. */
export default function AdSlot({ block }: BlockProps<'ad-slot'>) {
  const network = useMemo(() => houseAdNetwork(block), [block]);
  return <AdSlotView block={block} network={network} />;
}

/**
 * One ad slot: space reserved at the platform's size (so nothing shifts), asked of the network
 * only once it is within 300 px of the viewport, filled when the network is ready.
 */
export function AdSlotView({ block, network }: { block: BlockOf<'ad-slot'>; network: AdNetwork }) {
  const { ref, inView } = useInView({ rootMargin: `${AD_LAZY_MARGIN_PX}px 0px`, triggerOnce: true });
  const [creative, setCreative] = useState<AdCreative | null>(null);
  useEffect(() => {
    if (!inView) return;
    return whenAdNetworkReady(network, () =>
      setCreative(
        network.fill({ unit: block.ad_unit ?? `ad-slot-${block.id}`, sizes: [AD_SIZES.mobile, AD_SIZES.desktop] }),
      ),
    );
  }, [inView, network, block.ad_unit, block.id]);

  return (
    <aside className="ks-ad-slot" aria-label="Advertisement">
      <Stylesheet href={css} />
      <div ref={ref} className="ks-ad-slot__frame" data-testid="ad-slot-frame">
        {creative && (
          <a className="ks-ad-slot__ad" href={creative.href} aria-label={creative.label}>
            <picture>
              <source media="(max-width: 767px)" srcSet={creative.imageUrl.mobile} />
              <img
                src={creative.imageUrl.desktop}
                alt=""
                width={AD_SIZES.desktop.width}
                height={AD_SIZES.desktop.height}
              />
            </picture>
          </a>
        )}
      </div>
      <details className="ks-ad-slot__why">
        <summary>{WHY_ADS}</summary>
        <p>{AD_EXPLANATION}</p>
        <p>{AD_FREE}</p>
      </details>
    </aside>
  );
}

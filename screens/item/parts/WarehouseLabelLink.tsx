import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useEngine } from '../../../engine';
import { warehouseLabelHref, warehouseLabelQuery } from '../../../ui/warehouse-label/warehouse-label-queries';

/**
 * 'Print Warehouse Label' (spec §2.9, §6) for an organisation user (token org_id) on an item of their organisation.
 * Whether it is theirs only the server knows, so the label is asked for (organisation users only): the link shows
 * when it answers, and the label page opens from the same cached answer.
 */
export function WarehouseLabelLink({ itemId }: { itemId: number }) {
  const { api, viewer } = useEngine();
  const label = useQuery({
    ...warehouseLabelQuery(api, itemId, viewer?.userId ?? ''),
    enabled: viewer?.orgId !== undefined,
  });
  if (label.data?.kind !== 'label') return null;
  return (
    <p className="ks-item__row">
      <Link href={warehouseLabelHref(itemId)} className="ks-button ks-item__button">
        Print Warehouse Label
      </Link>
    </p>
  );
}

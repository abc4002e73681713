import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useEngine } from '../../../engine';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { moderateItem } from './manage-queries';
import { ManageFeedback } from './ManageFeedback';
import { TakeDownModal } from './TakeDownModal';
import { useItemChange } from './use-item-change';

/** The success messages of spec §8. */
export const MODERATION_MESSAGES = { unreport: 'Unreported', remove_gmc: 'Removed from GMC feed' } as const;

export interface AdminActionsProps {
  item: ItemDetail;
  path: string | undefined;
  /** The admin grants on this item (ADMIN_ACTIONS the item's actions hold). */
  actions: readonly string[];
}

/**
 * 'ADMIN ACTIONS' (spec §2.9 admin view, §6): Edit, Take Down (a confirm with a reason), Unreport
 * and Remove GMC, each shown when granted; success in a status region, failures in the inline list.
 */
export function AdminActions({ item, path, actions }: AdminActionsProps) {
  const { api } = useEngine();
  const changed = useItemChange(path);
  const [status, setStatus] = useState<string | null>(null);
  const [takingDown, setTakingDown] = useState(false);
  const has = (action: string) => actions.includes(action);

  const moderate = useMutation({
    mutationFn: (action: keyof typeof MODERATION_MESSAGES) =>
      moderateItem(api, item.id, action).then((next) => ({ next, action })),
    onSuccess: async ({ next, action }) => {
      setStatus(MODERATION_MESSAGES[action]);
      await changed(next);
    },
  });
  const run = (action: keyof typeof MODERATION_MESSAGES) => {
    setStatus(null);
    moderate.mutate(action);
  };

  return (
    <section className="ks-item__admin" aria-labelledby={`admin-actions-${item.id}`}>
      <h2 id={`admin-actions-${item.id}`} className="ks-item__admin-title">
        ADMIN ACTIONS
      </h2>
      <div className="ks-item__row">
        {has('edit') ? (
          <Link href={`/items/${item.id}`} className="ks-button ks-item__button">
            Edit
          </Link>
        ) : null}
        {has('take_down') ? (
          <button
            type="button"
            className="ks-button ks-item__button"
            disabled={moderate.isPending}
            onClick={() => {
              setStatus(null);
              setTakingDown(true);
            }}
          >
            Take Down
          </button>
        ) : null}
        {has('unreport') ? (
          <button
            type="button"
            className="ks-button ks-item__button"
            disabled={moderate.isPending}
            onClick={() => run('unreport')}
          >
            Unreport
          </button>
        ) : null}
        {has('remove_gmc') ? (
          <button
            type="button"
            className="ks-button ks-item__button"
            disabled={moderate.isPending}
            onClick={() => run('remove_gmc')}
          >
            Remove GMC
          </button>
        ) : null}
      </div>
      <ManageFeedback status={status} errors={[moderate.error]} />
      {takingDown ? (
        <TakeDownModal
          item={item}
          onClose={() => setTakingDown(false)}
          onTakenDown={async (next) => {
            setTakingDown(false);
            setStatus('Taken down');
            await changed(next);
          }}
        />
      ) : null}
    </section>
  );
}

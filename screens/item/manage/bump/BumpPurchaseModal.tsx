import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, displayedMessage, randomId, useEngine } from '../../../../engine';
import type { CatalogOrder } from '../../../../schemas/entities/bumps';
import { AlertBox } from '../../../../ui/alert/AlertBox';
import { formatMoney } from '../../../../ui/format/money';
import { DEFAULT_NONCE, PAYMENT_FIELDS } from '../../../../ui/payment/PaymentFields';
import { siteConfigurationQuery } from '../../../../ui/site-configuration/site-configuration-queries';
import { bumpCatalogQuery, bumpInfoQuery, orderBumps } from '../manage-queries';
import { ManageFormModal } from '../ManageFormModal';

/** Said when payments are off (no provider configured, or the server's 503 payments_unavailable). */
export const BUMP_PAYMENTS_UNAVAILABLE =
  'Payments are unavailable right now, so bumps cannot be bought. Nothing was charged.';

export interface BumpPurchaseModalProps {
  /** Called once the order is paid; the panel then bumps the item. */
  onBought: (order: CatalogOrder) => void;
  onClose: () => void;
}

/** Whether a failed order may have been charged: only when the server's answer never arrived. */
const outcomeUnknown = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/**
 * The bump purchase (spec §4.2, §7.4): the bump packs of GET /v1/catalogs?type[]=bump as choices,
 * the site's payment fields, then POST /v1/orders through the payment seam. One idempotency key per
 * purchase attempt: a double click or a retry after a lost answer is the same order, never a second
 * charge; a refused attempt (declined card) gets a new key for the next one.
 */
export function BumpPurchaseModal({ onBought, onClose }: BumpPurchaseModalProps) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const catalog = useQuery(bumpCatalogQuery(api));
  const site = useQuery(siteConfigurationQuery(api));
  const [chosen, setChosen] = useState<number | null>(null);
  const [nonce, setNonce] = useState(DEFAULT_NONCE);
  const [attemptKey, setAttemptKey] = useState(randomId);
  const provider = site.data?.payment_provider;
  const PaymentFields = provider ? PAYMENT_FIELDS[provider] : null;
  const entries = catalog.data ?? [];
  const entry = entries.find((candidate) => candidate.id === chosen) ?? entries[0];

  const pay = useMutation({
    mutationFn: (catalogId: number) =>
      orderBumps(api, { order: { nonce, quantity: 1, catalog_id: catalogId } }, attemptKey),
    onSuccess: async (order) => {
      queryClient.setQueryData(bumpInfoQuery(api).queryKey, order.bump_info);
      onBought(order);
    },
    onError: (error) => {
      if (!outcomeUnknown(error)) setAttemptKey(randomId());
    },
  });

  const onSubmit = () => {
    if (entry && PaymentFields) pay.mutate(entry.id);
  };
  const unavailable = provider === null || (pay.error instanceof ApiError && pay.error.status === 503);

  return (
    <ManageFormModal
      title="Buy bumps"
      label="Buy bumps"
      onClose={onClose}
      onSubmit={onSubmit}
      errors={[catalog.error, site.error, unavailable ? null : pay.error].filter(Boolean).map(displayedMessage)}
      submitLabel={entry ? `Pay ${formatMoney(entry.price)}` : 'Pay'}
      pendingLabel="Paying…"
      pending={pay.isPending}
      submitDisabled={!entry || !PaymentFields || unavailable}
    >
      <p>You have no bumps left. Buy a pack to bump this item now; the rest stay for later.</p>
      {catalog.isPending ? <p>Loading bump packs…</p> : null}
      {entries.length > 0 ? (
        <fieldset className="ks-manage__choices">
          <legend>Bump pack</legend>
          {entries.map((candidate) => (
            <label key={candidate.id}>
              <input
                type="radio"
                name="catalog"
                value={candidate.id}
                checked={entry?.id === candidate.id}
                onChange={() => setChosen(candidate.id)}
              />
              {candidate.name}: {candidate.quantity} {candidate.quantity === 1 ? 'bump' : 'bumps'} for{' '}
              {formatMoney(candidate.price)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {PaymentFields ? <PaymentFields nonce={nonce} onNonce={setNonce} className="ks-manage__choices" /> : null}
      {unavailable ? <AlertBox kind="warning">{BUMP_PAYMENTS_UNAVAILABLE}</AlertBox> : null}
    </ManageFormModal>
  );
}

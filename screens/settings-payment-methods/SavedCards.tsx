import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import { FieldStyles } from '../../ui/accounts/form/Field';
import { AlertBox } from '../../ui/alert/AlertBox';
import { DEFAULT_NONCE, PAYMENT_FIELDS } from '../../ui/payment/PaymentFields';
import { savedCardCalls, savedCardLabel, savedCardsQuery } from '../../ui/payment/saved-cards-queries';
import { InlineConfirm } from '../../ui/settings/InlineConfirm';
import { siteConfigurationQuery } from '../../ui/site-configuration/site-configuration-queries';

export const CARDS_UNAVAILABLE = 'Payments are unavailable right now, so no card can be saved.';

/**
 * The signed-in user's saved cards (GET /v1/payment_methods): brand, last four digits and expiry, the default marked;
 * Make default and Remove (asked to confirm). A card is added with the payment fields of the site's provider (the
 * sandbox's test cards), which the vault keeps; without a provider a notice and no Save.
 */
export function SavedCards({ uuid }: { uuid: string }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const cards = useQuery(savedCardsQuery(api, uuid));
  const site = useQuery(siteConfigurationQuery(api));
  const provider = site.data?.payment_provider;
  const PaymentFields = provider ? PAYMENT_FIELDS[provider] : null;
  const calls = savedCardCalls(api, queryClient, uuid);
  const [nonce, setNonce] = useState(DEFAULT_NONCE);
  const [confirming, setConfirming] = useState<number | null>(null);
  const add = useMutation({ mutationFn: () => calls.add(nonce) });
  const action = useMutation({
    mutationFn: ({ kind, id }: { kind: 'default' | 'remove'; id: number }) =>
      kind === 'default' ? calls.makeDefault(id) : calls.remove(id),
    onSuccess: () => setConfirming(null),
  });

  if (cards.isPending) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your cards" />;
  if (cards.isError)
    return (
      <p role="alert" className="ks-field__error">
        <FieldStyles />
        {displayedMessage(cards.error)}
      </p>
    );

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (PaymentFields) add.mutate();
  };

  return (
    <div className="ks-addresses">
      <FieldStyles />
      {cards.data.length === 0 ? <p>You have no saved cards.</p> : null}
      <ul className="ks-addresses__list" aria-label="Your saved cards">
        {cards.data.map((card) => (
          <li key={card.id} className="ks-addresses__entry">
            <p className="ks-addresses__name">
              {savedCardLabel(card)}
              {card.is_default ? <span className="ks-addresses__default"> Default</span> : null}
            </p>
            {confirming === card.id ? (
              <InlineConfirm
                label={`Remove the card ending in ${card.last4}?`}
                question="Remove this card?"
                confirm="Yes, remove"
                busy={action.isPending}
                onConfirm={() => action.mutate({ kind: 'remove', id: card.id })}
                onKeep={() => setConfirming(null)}
              />
            ) : (
              <div className="ks-addresses__actions">
                {card.is_default ? null : (
                  <button
                    type="button"
                    className="ks-button ks-button--small"
                    aria-label={`Make the card ending in ${card.last4} the default`}
                    disabled={action.isPending}
                    onClick={() => action.mutate({ kind: 'default', id: card.id })}
                  >
                    Make default
                  </button>
                )}
                <button
                  type="button"
                  className="ks-button ks-button--small"
                  aria-label={`Remove the card ending in ${card.last4}`}
                  onClick={() => setConfirming(card.id)}
                >
                  Remove
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {action.error ? (
        <p role="alert" className="ks-field__error">
          {displayedMessage(action.error)}
        </p>
      ) : null}
      <form onSubmit={onAdd} aria-label="Add a card" className="ks-addresses__form">
        <h2>Add a card</h2>
        {PaymentFields ? <PaymentFields nonce={nonce} onNonce={setNonce} /> : null}
        {provider === null ? <AlertBox kind="warning">{CARDS_UNAVAILABLE}</AlertBox> : null}
        {add.error ? (
          <p role="alert" className="ks-field__error">
            {displayedMessage(add.error)}
          </p>
        ) : null}
        <div className="ks-addresses__actions">
          <button type="submit" className="ks-button ks-button--primary" disabled={!PaymentFields || add.isPending}>
            {add.isPending ? 'Saving…' : 'Save card'}
          </button>
        </div>
      </form>
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import type { Address } from '../../schemas/requests/addresses';
import { FieldStyles } from '../../ui/accounts/form/Field';
import { addressCalls, addressesQuery, addressLine } from '../../ui/addresses/addresses-queries';
import { InlineConfirm } from '../../ui/settings/InlineConfirm';
import { AddressForm, EMPTY_ADDRESS } from './AddressForm';

/** Which form is open: none, the new address's, or one address's edit. */
type Editing = null | 'new' | number;

/**
 * The signed-in user's addresses (GET /v1/addresses): each with Edit, Make default and Delete (asked to confirm);
 * 'Add an address' opens the form. The default shipping address is marked and listed first.
 */
export function AddressBook({ uuid }: { uuid: string }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const addresses = useQuery(addressesQuery(api, uuid));
  const calls = addressCalls(api, queryClient, uuid);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const action = useMutation({
    mutationFn: ({ kind, id }: { kind: 'default' | 'delete'; id: number }) =>
      kind === 'default' ? calls.makeDefault(id) : calls.remove(id),
    onSuccess: () => setConfirming(null),
  });

  if (addresses.isPending)
    return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your addresses" />;
  if (addresses.isError)
    return (
      <p role="alert" className="ks-field__error">
        <FieldStyles />
        {displayedMessage(addresses.error)}
      </p>
    );

  const fields = (address: Address) => ({ ...address, street2: address.street2 ?? '' });

  return (
    <div className="ks-addresses">
      <FieldStyles />
      {addresses.data.length === 0 ? <p>You have no addresses yet. Add the one your purchases ship to.</p> : null}
      <ul className="ks-addresses__list" aria-label="Your addresses">
        {addresses.data.map((address) => (
          <li key={address.id} className="ks-addresses__entry">
            {editing === address.id ? (
              <AddressForm
                initial={fields(address)}
                submitLabel="Save address"
                onSave={async (body) => (await calls.change(address.id, body), setEditing(null))}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                <p className="ks-addresses__name">
                  {address.name}
                  {address.ship_to ? <span className="ks-addresses__default"> Default shipping address</span> : null}
                </p>
                <p>{addressLine(address)}</p>
                {confirming === address.id ? (
                  <InlineConfirm
                    label={`Delete ${address.street1}?`}
                    question="Delete this address?"
                    confirm="Yes, delete"
                    busy={action.isPending}
                    onConfirm={() => action.mutate({ kind: 'delete', id: address.id })}
                    onKeep={() => setConfirming(null)}
                  />
                ) : (
                  <div className="ks-addresses__actions">
                    <button
                      type="button"
                      className="ks-button ks-button--small"
                      aria-label={`Edit ${address.street1}`}
                      onClick={() => setEditing(address.id)}
                    >
                      Edit
                    </button>
                    {address.ship_to ? null : (
                      <button
                        type="button"
                        className="ks-button ks-button--small"
                        aria-label={`Make ${address.street1} the default`}
                        disabled={action.isPending}
                        onClick={() => action.mutate({ kind: 'default', id: address.id })}
                      >
                        Make default
                      </button>
                    )}
                    <button
                      type="button"
                      className="ks-button ks-button--small"
                      aria-label={`Delete ${address.street1}`}
                      onClick={() => setConfirming(address.id)}
                    >
                      Delete
                    </button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {action.error ? (
        <p role="alert" className="ks-field__error">
          {displayedMessage(action.error)}
        </p>
      ) : null}
      {editing === 'new' ? (
        <AddressForm
          initial={EMPTY_ADDRESS}
          submitLabel="Add address"
          onSave={async (body) => (await calls.add(body), setEditing(null))}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="ks-button ks-button--primary" onClick={() => setEditing('new')}>
          Add an address
        </button>
      )}
    </div>
  );
}

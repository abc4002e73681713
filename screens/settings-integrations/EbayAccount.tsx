import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { displayedMessage, useEngine } from '../../engine';
import type { MarketplaceAccount } from '../../schemas/requests/connected-accounts';
import { formatDate } from '../../ui/format/dates';
import { sandboxEbayConsent, type EbayConsent } from './ebay-consent';
import { connectEbay, disconnectEbay, ebayAccountQuery } from './integrations-queries';

/**
 * The seller's eBay account through the connector seam: Connect (eBay's consent step), Disconnect,
 * and the disconnected state the vacation banner's ebay_disconnect cause links to, with Reconnect.
 */
export function EbayAccount({ consent }: { consent?: EbayConsent | null }) {
  const { api, environment } = useEngine();
  const consentStep = consent === undefined ? (environment === 'production' ? null : sandboxEbayConsent) : consent;
  const queryClient = useQueryClient();
  const account = useQuery(ebayAccountQuery(api));
  const store = (saved: MarketplaceAccount) => queryClient.setQueryData(ebayAccountQuery(api).queryKey, saved);
  const connect = useMutation({
    mutationFn: async () => {
      const code = await consentStep!.authorizationCode();
      return code ? connectEbay(api, code) : null;
    },
    onSuccess: (saved) => (saved ? store(saved) : undefined),
  });
  const disconnect = useMutation({ mutationFn: () => disconnectEbay(api), onSuccess: store });
  const error = connect.error ?? disconnect.error;

  return (
    <section className="ks-integrations__section" aria-labelledby="ks-integrations-ebay">
      <h2 id="ks-integrations-ebay">eBay</h2>
      <p>Connect your eBay seller account to keep your eBay listings in step with Kitswap.</p>
      {account.isPending ? (
        <div className="ks-block-loading" aria-busy="true" aria-label="Loading your eBay account" />
      ) : account.isError ? (
        <p role="alert">{displayedMessage(account.error)}</p>
      ) : (
        <div className="ks-integrations__row">
          <p className="ks-integrations__state" data-state={account.data.state}>
            {describe(account.data)}
          </p>
          {!account.data.available || !consentStep ? (
            <span className="ks-integrations__note">Connecting eBay is not available right now.</span>
          ) : account.data.state === 'connected' ? (
            <button
              type="button"
              className="ks-button ks-button--ghost"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate()}
            >
              Disconnect eBay
            </button>
          ) : (
            <button
              type="button"
              className="ks-button ks-button--primary"
              disabled={connect.isPending}
              onClick={() => connect.mutate()}
            >
              {account.data.state === 'disconnected' ? 'Reconnect eBay' : 'Connect eBay'}
            </button>
          )}
        </div>
      )}
      {error ? (
        <p className="ks-integrations__error" role="alert">
          {displayedMessage(error)}
        </p>
      ) : null}
    </section>
  );
}

function describe(account: MarketplaceAccount): string {
  if (account.state === 'connected')
    return `Connected as ${account.username}${account.connected_at ? ` since ${formatDate(account.connected_at)}` : ''}.`;
  if (account.state === 'disconnected')
    return 'Your eBay account is disconnected. Reconnect it to take your items off vacation and sync them again.';
  return 'No eBay account is connected.';
}

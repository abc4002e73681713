import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { displayedMessage, useEngine } from '../../engine';
import type { LinkedSocialAccount, SocialAccountType } from '../../schemas/requests/connected-accounts';
import { linkSocialAccount, unlinkSocialAccount } from '../../ui/accounts/iam-queries';
import {
  devSocialSignIn,
  PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type SocialSignIn,
} from '../../ui/accounts/social-providers';
import { socialLinksQuery } from './integrations-queries';

const ACCOUNT_TYPES: Record<SocialProvider, SocialAccountType> = {
  facebook: 'FACEBOOK',
  apple: 'APPLE',
  google: 'GOOGLE',
};

/**
 * Facebook, Apple and Google, each linked or not (spec §4.5, §5): Link through the provider's sign-in;
 * Unlink only for Google on the web, the others say where they are unlinked.
 */
export function SocialAccounts({ uuid, socialSignIn }: { uuid: string; socialSignIn?: SocialSignIn | null }) {
  const { api, environment } = useEngine();
  const signIns = socialSignIn === undefined ? (environment === 'production' ? null : devSocialSignIn) : socialSignIn;
  const queryClient = useQueryClient();
  const links = useQuery(socialLinksQuery(api, uuid));
  const refresh = () => queryClient.invalidateQueries({ queryKey: socialLinksQuery(api, uuid).queryKey });
  const link = useMutation({
    mutationFn: async (provider: SocialProvider) => {
      const credential = await signIns!.credential(provider);
      if (!credential) return;
      await linkSocialAccount(api, uuid, ACCOUNT_TYPES[provider], credential.token, credential.authorizationCode);
    },
    onSettled: refresh,
  });
  const unlink = useMutation({
    mutationFn: (account: LinkedSocialAccount) =>
      unlinkSocialAccount(api, uuid, account.account_id, account.account_type),
    onSettled: refresh,
  });
  const error = link.error ?? unlink.error;

  return (
    <section className="ks-integrations__section" aria-labelledby="ks-integrations-social">
      <h2 id="ks-integrations-social">Sign-in accounts</h2>
      <p>Link an account to log in to Kitswap with it.</p>
      {links.isPending ? (
        <div className="ks-block-loading" aria-busy="true" aria-label="Loading your linked accounts" />
      ) : links.isError ? (
        <p role="alert">{displayedMessage(links.error)}</p>
      ) : (
        <ul className="ks-integrations__list">
          {SOCIAL_PROVIDERS.map((provider) => {
            const name = PROVIDER_NAMES[provider];
            const account = links.data.accounts.find((entry) => entry.account_type === ACCOUNT_TYPES[provider]);
            return (
              <li key={provider} className="ks-integrations__row">
                <div>
                  <strong>{name}</strong>
                  <span className="ks-integrations__state">
                    {account ? `Linked${account.email ? ` (${account.email})` : ''}` : 'Not linked'}
                  </span>
                </div>
                {!account ? (
                  signIns ? (
                    <button
                      type="button"
                      className="ks-button ks-button--ghost"
                      disabled={link.isPending}
                      onClick={() => link.mutate(provider)}
                    >
                      Link {name}
                    </button>
                  ) : (
                    <span className="ks-integrations__note">Linking {name} is not available right now.</span>
                  )
                ) : provider === 'google' ? (
                  <button
                    type="button"
                    className="ks-button ks-button--ghost"
                    disabled={unlink.isPending}
                    onClick={() => unlink.mutate(account)}
                  >
                    Unlink {name}
                  </button>
                ) : (
                  <span className="ks-integrations__note">To unlink {name}, use the Kitswap app.</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p className="ks-integrations__error" role="alert">
          {displayedMessage(error)}
        </p>
      ) : null}
    </section>
  );
}

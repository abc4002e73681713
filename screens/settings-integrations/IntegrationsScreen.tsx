import type { ScreenProps } from '../../engine';
import type { SocialSignIn } from '../../ui/accounts/social-providers';
import { ButtonStyles } from '../../ui/button/Button';
import { SettingsLayout } from '../../ui/settings/SettingsLayout';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import type { EbayConsent } from './ebay-consent';
import { EbayAccount } from './EbayAccount';
import css from './IntegrationsScreen.css?url';
import { SocialAccounts } from './SocialAccounts';

export interface IntegrationsScreenProps extends Partial<ScreenProps> {
  /** The providers' sign-ins (default: the development double outside production, none in production). */
  socialSignIn?: SocialSignIn | null;
  /** eBay's consent step (default: the sandbox stand-in outside production, none in production). */
  ebayConsent?: EbayConsent | null;
}

/** /settings/integrations, 'Connected Accounts': Facebook, Apple and Google sign-ins, and the eBay account. */
export default function IntegrationsScreen({ socialSignIn, ebayConsent }: IntegrationsScreenProps) {
  return (
    <SettingsLayout page="integrations" title="Connected Accounts">
      {(viewer) => (
        <div className="ks-integrations">
          <ButtonStyles />
          <Stylesheet href={css} />
          <SocialAccounts uuid={viewer.uuid} socialSignIn={socialSignIn} />
          <EbayAccount consent={ebayConsent} />
        </div>
      )}
    </SettingsLayout>
  );
}

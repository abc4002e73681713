import { SettingsLayout } from '../../ui/settings/SettingsLayout';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from '../settings-addresses/SettingsAddressesScreen.css?url';
import { SavedCards } from './SavedCards';

/** /settings/payment_methods ('My Payment Methods', spec §2.1): saved cards through the payment seam's vault. */
export default function SettingsPaymentMethodsScreen() {
  return (
    <SettingsLayout page="payment-methods" title="My Payment Methods">
      {(viewer) => (
        <>
          <Stylesheet href={css} />
          <SavedCards uuid={viewer.uuid} />
        </>
      )}
    </SettingsLayout>
  );
}

import { SettingsLayout } from '../../ui/settings/SettingsLayout';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { AddressBook } from './AddressBook';
import css from './SettingsAddressesScreen.css?url';

/** /settings/addresses ('My Addresses', spec §2.1): the signed-in user's addresses and their default shipping one. */
export default function SettingsAddressesScreen() {
  return (
    <SettingsLayout page="addresses" title="My Addresses">
      {(viewer) => (
        <>
          <Stylesheet href={css} />
          <AddressBook uuid={viewer.uuid} />
        </>
      )}
    </SettingsLayout>
  );
}

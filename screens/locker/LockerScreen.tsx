import type { ScreenProps } from '../../engine/registry/screen-plugin';
import { Browse } from '../../ui/browse/Browse';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { lockerSetup } from './locker-setup';

/** /locker/{username}: the seller's storefront, browsed like a search; Clear all keeps seller, sort and state. */
export default function LockerScreen({ params }: ScreenProps) {
  const username = params.username ?? '';
  const title = `${username}’s locker`;
  return (
    <div className="ks-page">
      <PageMeta title={title} canonical={`/locker/${username}`} />
      <Browse {...lockerSetup(username)} title={title} src="locker" />
    </div>
  );
}

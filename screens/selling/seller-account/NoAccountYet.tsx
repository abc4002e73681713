import { Link } from 'wouter';
import { sellingPath } from '../selling-pages';

/** What a page of the set-up shows a seller without an account: where to start. */
export function NoAccountYet() {
  return (
    <div className="ks-seller-account">
      <p>You haven’t set up payouts yet. Start with your name, date of birth and address.</p>
      <p>
        <Link href={sellingPath('create')} className="ks-button ks-button--primary">
          Set up payouts
        </Link>
      </p>
    </div>
  );
}

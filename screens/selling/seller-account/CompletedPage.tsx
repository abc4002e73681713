import { Link } from 'wouter';
import { formatDate } from '../../../ui/format/dates';
import { sellingPath } from '../selling-pages';
import { MaskedAccount, SellerAccountStyles, useSellerAccount } from './form-parts';
import { NoAccountYet } from './NoAccountYet';

/**
 * /selling/create/completed, 'All set': the end of the set-up. What happens to the money from here, where it goes,
 * and the ways on: cash out, the dashboard. A seller who got here before finishing is sent back to the step left.
 */
export default function CompletedPage() {
  const { account } = useSellerAccount();
  if (!account) return <NoAccountYet />;
  if (!account.bank || !account.completed_at)
    return (
      <div className="ks-seller-account">
        <p>One more step: add the bank account your earnings go to.</p>
        <p>
          <Link href={sellingPath('create/bank')} className="ks-button ks-button--primary">
            Add your bank account
          </Link>
        </p>
      </div>
    );
  return (
    <div className="ks-seller-account">
      <SellerAccountStyles />
      <h2>You’re set up to get paid</h2>
      <p>
        Payouts go to the account <MaskedAccount last4={account.bank.account_last4} /> in the name of{' '}
        {account.bank.holder_name}, set up on {formatDate(account.completed_at)}.
      </p>
      <h2>What comes next</h2>
      <ol className="ks-seller-account__next">
        <li>When an item sells, its earnings show as Pending on your Seller Dashboard.</li>
        <li>Once the buyer has the item and the sale is final, they move to Available.</li>
        <li>Cash out your Available balance to your bank whenever you like.</li>
      </ol>
      {account.contact_phone ? null : (
        <p>
          Add a phone number in your <Link href={sellingPath('edit/contact')}>contact details</Link> so we can reach you
          if a payout needs your attention.
        </p>
      )}
      <div className="ks-seller-account__actions">
        <Link href="/selling/cashout" className="ks-button ks-button--primary">
          Cash out
        </Link>
        <Link href={sellingPath('')}>Go to your Seller Dashboard</Link>
      </div>
    </div>
  );
}

import { useLocation } from 'wouter';
import { sellingPath } from '../selling-pages';
import { BankForm } from './BankForm';
import { SellerAccountStyles, useSellerAccount } from './form-parts';
import { NoAccountYet } from './NoAccountYet';

/** /selling/create/bank, 'Bank account': step 2 of 2 of the set-up; saved, it ends on /selling/create/completed. */
export default function CreateBankPage() {
  const { account, calls } = useSellerAccount();
  const [, navigate] = useLocation();
  if (!account) return <NoAccountYet />;
  return (
    <div className="ks-seller-account">
      <SellerAccountStyles />
      <p>Step 2 of 2: where should we send your earnings? Enter a US checking or savings account.</p>
      <BankForm
        account={account}
        submitLabel="Save bank account"
        onSave={async (body) => {
          await calls.saveBank(body);
          navigate(sellingPath('create/completed'));
        }}
      />
    </div>
  );
}

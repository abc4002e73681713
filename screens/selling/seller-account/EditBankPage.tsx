import { useState } from 'react';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { BankForm } from './BankForm';
import { MaskedAccount, SellerAccountStyles, useSellerAccount } from './form-parts';
import { NoAccountYet } from './NoAccountYet';

/**
 * /selling/edit/bank, 'Bank account': the account payouts go to, shown by its last 4 digits, and a form for a new
 * one. Saved, the page says where payouts go now and the form starts empty again.
 */
export default function EditBankPage() {
  const { account, calls } = useSellerAccount();
  const [saved, setSaved] = useState<{ last4: string; times: number } | null>(null);
  if (!account) return <NoAccountYet />;
  return (
    <div className="ks-seller-account">
      <SellerAccountStyles />
      {saved ? (
        <AlertBox kind="success">
          Bank account saved. Payouts now go to <MaskedAccount last4={saved.last4} />.
        </AlertBox>
      ) : null}
      <BankForm
        // A new, empty form after each save: the numbers just typed are not kept on the page.
        key={saved?.times ?? 0}
        account={account}
        submitLabel="Save bank account"
        onSave={async (body) => {
          const changed = await calls.saveBank(body);
          setSaved((before) => ({ last4: changed.bank!.account_last4, times: (before?.times ?? 0) + 1 }));
        }}
      />
    </div>
  );
}

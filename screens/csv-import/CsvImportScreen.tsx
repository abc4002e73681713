import { useQuery } from '@tanstack/react-query';
import { useEngine } from '../../engine';
import { AlertBox } from '../../ui/alert/AlertBox';
import { ButtonStyles } from '../../ui/button/Button';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { userConfigurationQuery } from '../../ui/site-configuration/user-configuration-queries';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { CsvDownloads } from './CsvDownloads';
import css from './CsvImportScreen.css?url';
import { ImportFlow } from './ImportFlow';

/** /settings/csv-import (spec §2.1, issue 16 item 6): a seller with import_items imports items from a CSV file. */
export default function CsvImportScreen() {
  const { viewer } = useEngine();
  const requireSignIn = useRequireSignIn();
  return (
    <div className="ks-page ks-csv-import">
      <ButtonStyles />
      <Stylesheet href={css} />
      <PageMeta
        title="Import items from a CSV file"
        description="Sellers list many items at once from a spreadsheet."
        canonical="/settings/csv-import"
      />
      <h1>Import items from a CSV file</h1>
      {viewer ? (
        <SellerImport userId={viewer.userId} />
      ) : (
        <button
          type="button"
          className="ks-button ks-button--primary"
          onClick={() => requireSignIn({ reason: SIGN_IN_REASONS.listing })}
        >
          Log in to start listing
        </button>
      )}
    </div>
  );
}

function SellerImport({ userId }: { userId: string }) {
  const { api } = useEngine();
  const configuration = useQuery(userConfigurationQuery(api, userId));
  if (configuration.isPending) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading" />;
  const user = configuration.data;
  const canImport = user?.features.includes('import_items') ?? false;
  const canExport = (user?.features.includes('export_items') || user?.settings.trade_in_account) ?? false;
  return (
    <>
      {canImport ? (
        <ImportFlow username={user?.username ?? null} />
      ) : (
        <AlertBox kind="info" header="CSV import is not on for your account">
          Importing items from a spreadsheet is for sellers with the import feature. Contact us to have it turned on;
          meanwhile you can list items one by one with Sell.
        </AlertBox>
      )}
      <CsvDownloads template={canImport} exportItems={canExport} />
    </>
  );
}

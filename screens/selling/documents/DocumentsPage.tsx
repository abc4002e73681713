import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { displayedMessage, useEngine } from '../../../engine';
import type { TaxDocument } from '../../../schemas/entities/seller-compliance';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { formatMoney } from '../../../ui/format/money';
import { COMPLIANCE_KEYS, fetchTaxDocumentPdf, fetchTaxDocuments, saveGeneratedFile } from '../compliance-queries';

const cents = (value: number) => formatMoney(value / 100);

/**
 * /selling/documents: a 1099-K-style summary per year the seller sold in, from the ledger (README.md here): the
 * year's gross sales, refunds and fees, and a download of the year's PDF with a row per month. The running year is
 * listed as 'year to date'.
 */
export default function DocumentsPage() {
  const { api, viewer } = useEngine();
  const documents = useQuery({
    queryKey: COMPLIANCE_KEYS.documents(viewer?.userId),
    queryFn: () => fetchTaxDocuments(api, viewer!.uuid),
    enabled: viewer !== undefined,
  });
  if (documents.isPending) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading" />;
  if (documents.isError)
    return (
      <AlertBox kind="error" role="alert">
        {displayedMessage(documents.error)}
      </AlertBox>
    );
  return (
    <div className="ks-documents">
      <p>
        A yearly summary of your sales for your tax return, in the form of a 1099-K: gross sales, refunds and Kitswap
        fees, month by month. It is for your records; it is not a form filed with the IRS.
      </p>
      {documents.data.length === 0 ? (
        <p>No documents yet: your first one appears with your first sale.</p>
      ) : (
        <ul className="ks-documents__list">
          {documents.data.map((document) => (
            <DocumentEntry key={document.year} document={document} uuid={viewer!.uuid} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DocumentEntry({ document, uuid }: { document: TaxDocument; uuid: string }) {
  const { api } = useEngine();
  const [error, setError] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: () => fetchTaxDocumentPdf(api, uuid, document.year),
    onSuccess: saveGeneratedFile,
    onError: (failure) => setError(displayedMessage(failure)),
  });
  const title = `${document.year} 1099-K summary${document.final ? '' : ' (year to date)'}`;
  return (
    <li className="ks-documents__entry">
      <h2>{title}</h2>
      <dl>
        <dt>Sales</dt>
        <dd>{document.sales_count}</dd>
        <dt>Gross sales</dt>
        <dd>{cents(document.gross_cents)}</dd>
        <dt>Refunds</dt>
        <dd>{cents(document.refunds_cents)}</dd>
        <dt>Fees</dt>
        <dd>{cents(document.fees_cents)}</dd>
        <dt>Net</dt>
        <dd>{cents(document.net_cents)}</dd>
      </dl>
      <button
        type="button"
        className="ks-button"
        disabled={download.isPending}
        aria-label={`Download the ${title} (PDF)`}
        onClick={() => {
          setError(null);
          download.mutate();
        }}
      >
        Download PDF
      </button>
      {error ? (
        <AlertBox kind="error" role="alert">
          {error}
        </AlertBox>
      ) : null}
    </li>
  );
}

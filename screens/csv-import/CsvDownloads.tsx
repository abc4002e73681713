import { useState } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import { downloadCsv } from './import-api';

/** The template (for importers) and the export of the seller's items (export_items or trade-in accounts). */
export function CsvDownloads({ template, exportItems }: { template: boolean; exportItems: boolean }) {
  const { api } = useEngine();
  const [error, setError] = useState<string | null>(null);
  if (!template && !exportItems) return null;
  const download = (path: string, filename: string) => {
    setError(null);
    downloadCsv(api, path, filename).catch((failure: unknown) => setError(displayedMessage(failure)));
  };
  return (
    <section className="ks-csv-import__downloads" aria-labelledby="csv-downloads">
      <h2 id="csv-downloads">Files</h2>
      {template && (
        <button
          type="button"
          className="ks-button"
          onClick={() => download('/v1/item_imports/template.csv', 'kitswap-items-template.csv')}
        >
          Download the template
        </button>
      )}
      {exportItems && (
        <button
          type="button"
          className="ks-button"
          onClick={() => download('/v1/item_exports/items.csv', 'kitswap-items.csv')}
        >
          Export my items
        </button>
      )}
      {error && (
        <p role="alert" className="ks-csv-import__error">
          {error}
        </p>
      )}
    </section>
  );
}

import { useState } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import { downloadCsv } from './import-queries';

/** The template (for importers) and the export of the seller's items (export_items or trade-in accounts). */
export function CsvDownloads({ template, exportItems }: { template: boolean; exportItems: boolean }) {
  const { api } = useEngine();
  const [error, setError] = useState<string | null>(null);
  const files = [
    template && {
      label: 'Download the template',
      path: '/v1/item_imports/template.csv',
      filename: 'kitswap-items-template.csv',
    },
    exportItems && { label: 'Export my items', path: '/v1/item_exports/items.csv', filename: 'kitswap-items.csv' },
  ].filter((file) => file !== false);
  if (files.length === 0) return null;
  const download = (path: string, filename: string) => {
    setError(null);
    downloadCsv(api, path, filename).catch((failure: unknown) => setError(displayedMessage(failure)));
  };
  return (
    <section className="ks-csv-import__downloads" aria-labelledby="csv-downloads">
      <h2 id="csv-downloads">Files</h2>
      {files.map((file) => (
        <button key={file.path} type="button" className="ks-button" onClick={() => download(file.path, file.filename)}>
          {file.label}
        </button>
      ))}
      {error && (
        <p role="alert" className="ks-csv-import__error">
          {error}
        </p>
      )}
    </section>
  );
}

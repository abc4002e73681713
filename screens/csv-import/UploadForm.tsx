import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import { MAX_IMPORT_ROWS, type ItemImportPreview } from '../../schemas/entities/item-import';
import { formatCount } from '../../ui/format/numbers';
import { uploadCsv } from './import-queries';

/** Step 1: choose a CSV file (UTF-8, one row per item, at most 100,000 rows) and upload it. */
export function UploadForm({ onUploaded }: { onUploaded: (result: ItemImportPreview) => void }) {
  const { api } = useEngine();
  const input = useRef<HTMLInputElement>(null);
  const hint = useId();
  const [missing, setMissing] = useState(false);
  const upload = useMutation({ mutationFn: (file: File) => uploadCsv(api, file), onSuccess: onUploaded });
  const problem = missing ? 'Choose a CSV file first' : upload.isError ? displayedMessage(upload.error) : null;
  return (
    <form
      className="ks-csv-import__upload"
      onSubmit={(event) => {
        event.preventDefault();
        const file = input.current?.files?.[0];
        setMissing(!file);
        if (file) upload.mutate(file);
      }}
    >
      <h2>Upload a file</h2>
      <label>
        CSV file
        <input ref={input} type="file" name="file" accept=".csv,text/csv" aria-describedby={hint} />
      </label>
      <p id={hint} className="ks-csv-import__hint">
        One row per item, saved as “CSV UTF-8”, at most {formatCount(MAX_IMPORT_ROWS)} rows. Rows with a SKU you
        imported before update that item.
      </p>
      <button type="submit" className="ks-button ks-button--primary" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload'}
      </button>
      {problem && (
        <p role="alert" className="ks-csv-import__error">
          {problem}
        </p>
      )}
    </form>
  );
}

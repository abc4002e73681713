import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { displayedMessage, useEngine } from '../../engine';
import type { ItemImport } from '../../schemas/entities/item-import';
import { formatCount } from '../../ui/format/numbers';
import { downloadCsv, importQuery, isRunning } from './import-queries';

/** Step 3: the import's job, polled while it runs: a progress bar, the counts, and its error report. */
export function ImportProgress({
  id,
  username,
  onChange,
}: {
  id: number;
  username: string | null;
  /** The import changed state (it finished): the flow shows the upload form again. */
  onChange: (record: ItemImport) => void;
}) {
  const { api } = useEngine();
  const progress = useQuery(importQuery(api, id));
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const record = progress.data;
  const state = record?.state;
  useEffect(() => {
    if (record) onChange(record);
    // Only a change of state matters to the flow, not each step of the count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  if (!record) {
    if (progress.isError)
      return (
        <p role="alert" className="ks-csv-import__error">
          {displayedMessage(progress.error)}
        </p>
      );
    return <div className="ks-block-loading" aria-busy="true" aria-label="Loading the import" />;
  }
  const percent = record.total_rows > 0 ? Math.floor((record.processed_rows / record.total_rows) * 100) : 100;
  const heading = isRunning(record) ? 'Importing…' : record.state === 'failed' ? 'Import stopped' : 'Import finished';
  return (
    <section className="ks-csv-import__progress" aria-labelledby="csv-progress">
      <h2 id="csv-progress">{heading}</h2>
      <p>{record.filename}</p>
      <div
        className="ks-csv-import__bar"
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${formatCount(record.processed_rows)} of ${formatCount(record.total_rows)} rows`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p role="status">
        {formatCount(record.processed_rows)} of {formatCount(record.total_rows)} rows:{' '}
        {formatCount(record.created_count)} listed, {formatCount(record.updated_count)} updated,{' '}
        {formatCount(record.failed_count)} with problems.
      </p>
      {record.error && (
        <p role="alert" className="ks-csv-import__error">
          {record.state === 'failed' ? 'The import stopped: ' : 'Retrying after an error: '}
          {record.error}
        </p>
      )}
      <div className="ks-csv-import__actions">
        {record.failed_count > 0 && (
          <button
            type="button"
            className="ks-button"
            onClick={() =>
              downloadCsv(api, `/v1/item_imports/${id}/errors.csv`, `import-${id}-errors.csv`).catch((error: unknown) =>
                setDownloadError(displayedMessage(error)),
              )
            }
          >
            Download the error report
          </button>
        )}
        {record.state === 'done' && username && (
          <Link className="ks-button ks-button--primary" href={`/locker/${username}`}>
            See your items
          </Link>
        )}
      </div>
      {downloadError && (
        <p role="alert" className="ks-csv-import__error">
          {downloadError}
        </p>
      )}
    </section>
  );
}

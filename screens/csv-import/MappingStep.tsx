import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, displayedMessage, useEngine } from '../../engine';
import { IMPORT_FIELDS, type ImportMapping, type ItemImport } from '../../schemas/entities/item-import';
import { formatCount } from '../../ui/format/numbers';
import { previewQuery, saveMapping, startImport } from './import-queries';
import { PreviewTable } from './PreviewTable';

/** Step 2: which column holds what (remembered for the next file), the first rows checked, then Start import. */
export function MappingStep({
  id,
  onStarted,
  onCancel,
}: {
  id: number;
  onStarted: (record: ItemImport) => void;
  onCancel: () => void;
}) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const preview = useQuery(previewQuery(api, id));
  const save = useMutation({
    mutationFn: (mapping: ImportMapping) => saveMapping(api, id, mapping),
    onSuccess: (result) => queryClient.setQueryData(previewQuery(api, id).queryKey, result),
  });
  const start = useMutation({ mutationFn: () => startImport(api, id), onSuccess: onStarted });

  if (preview.isPending) return <div className="ks-block-loading" aria-busy="true" aria-label="Reading your file" />;
  if (preview.isError)
    return (
      <p role="alert" className="ks-csv-import__error">
        {displayedMessage(preview.error)}
      </p>
    );
  const { import: record, preview: rows } = preview.data;
  const failure = save.error ?? start.error;
  const failures =
    failure instanceof ApiError && failure.errors.length > 0
      ? failure.errors.map((error) => error.message)
      : failure
        ? [displayedMessage(failure)]
        : [];
  const withProblems = rows.filter((row) => row.errors.length > 0).length;

  return (
    <section className="ks-csv-import__mapping" aria-labelledby="csv-mapping">
      <h2 id="csv-mapping">Match your columns</h2>
      <p>
        {record.filename}: {formatCount(record.total_rows)} {record.total_rows === 1 ? 'row' : 'rows'}. Your choices are
        remembered for your next file.
      </p>
      <div className="ks-csv-import__fields">
        {IMPORT_FIELDS.map((field) => (
          <label key={field.key}>
            {field.label}
            {field.required ? ' (required)' : ''}
            <select
              value={record.mapping[field.key] ?? ''}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ ...record.mapping, [field.key]: event.target.value || null })}
            >
              <option value="">No column</option>
              {record.headers.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <h3>The first {rows.length} rows</h3>
      <p role="status">
        {withProblems === 0
          ? 'No problems in these rows.'
          : `${withProblems} of these rows ${withProblems === 1 ? 'has a problem' : 'have problems'}: fix the file or the columns, or import anyway — rows with problems are skipped and listed in the error report.`}
      </p>
      <PreviewTable rows={rows} mapping={record.mapping} />
      {failures.length > 0 && (
        <ul role="alert" className="ks-csv-import__error">
          {failures.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="ks-csv-import__actions">
        <button
          type="button"
          className="ks-button ks-button--primary"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          Start import
        </button>
        <button type="button" className="ks-button" onClick={onCancel}>
          Choose another file
        </button>
      </div>
    </section>
  );
}

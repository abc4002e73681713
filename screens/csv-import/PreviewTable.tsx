import { IMPORT_FIELDS, type ImportMapping, type ImportPreviewRow } from '../../schemas/entities/item-import';

/** The previewed rows under the mapped fields, each row's problems beside it. */
export function PreviewTable({ rows, mapping }: { rows: ImportPreviewRow[]; mapping: ImportMapping }) {
  const fields = IMPORT_FIELDS.filter((field) => mapping[field.key]);
  return (
    <div className="ks-csv-import__table" tabIndex={0} role="region" aria-label="Preview of the first rows">
      <table>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {fields.map((field) => (
              <th key={field.key} scope="col">
                {field.label}
              </th>
            ))}
            <th scope="col">Problems</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row_number} className={row.errors.length > 0 ? 'ks-csv-import__row--invalid' : undefined}>
              <th scope="row">{row.row_number}</th>
              {fields.map((field) => (
                <td key={field.key}>{row.cells[field.key]}</td>
              ))}
              <td>
                {row.errors.length === 0 ? (
                  'None'
                ) : (
                  <ul>
                    {row.errors.map((error) => (
                      <li key={`${error.field}:${error.message}`}>
                        {IMPORT_FIELDS.find((field) => field.key === error.field)?.label}: {error.message}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { defineScreen } from '../../engine';

/** /settings/csv-import (spec §2.1): a seller with import_items lists many items at once from a CSV file. */
export const csvImport = defineScreen({
  id: 'csv-import',
  path: '/settings/csv-import',
  load: () => import('./CsvImportScreen'),
});

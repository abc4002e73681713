import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { importMappingPayloadSchema, type ImportMapping } from '../../schemas/entities/item-import';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput, readJsonBody } from '../http/validate';
import { enqueueJob } from '../jobs/queue';
import { unmappedRequiredFields } from './column-mapping';
import { IMPORT_ITEMS_JOB } from './import-job';
import { findImport, importErrors, importFile, listImports, saveMapping } from './import-records';
import { csvText, exportItems, importTemplate } from './item-export';
import { firstRows, previewRows } from './preview';
import { requireFeature } from './seller-features';
import { readUploadedFile, storeUpload } from './upload';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

/**
 * CSV import and export of a seller's items (issue 16 item 6; server/imports/README.md). Import needs the
 * import_items feature, export export_items (or a trade-in account); the template is public.
 */
export function importRoutes(db: Db): Hono {
  const importer = async (c: Context) => {
    const viewer = requireViewer(c);
    await requireFeature(db, viewer.userId, 'import_items');
    return viewer.userId;
  };
  const ownImport = async (c: Context) => {
    const userId = await importer(c);
    return { userId, record: await findImport(db, parseInput(idParams, c.req.param()).id, userId) };
  };
  const withPreview = async (id: number, userId: number) => {
    const record = await findImport(db, id, userId);
    const rows = await firstRows(await importFile(db, id));
    return { import: record, preview: await previewRows(db, record.headers, rows, record.mapping) };
  };

  return new Hono()
    .get('/v1/item_imports/template.csv', (c) =>
      c.body(importTemplate(), 200, csvHeaders('kitswap-items-template.csv')),
    )
    .post('/v1/item_imports', async (c) => {
      const userId = await importer(c);
      const upload = await storeUpload(db, userId, await readUploadedFile(c.req.raw));
      const preview = await previewRows(db, upload.headers, upload.first, upload.mapping);
      return c.json({ data: { import: await findImport(db, upload.id, userId), preview } }, 201);
    })
    .get('/v1/item_imports', async (c) => c.json({ data: await listImports(db, await importer(c)) }))
    .get('/v1/item_imports/:id{[0-9]+}', async (c) => c.json({ data: (await ownImport(c)).record }))
    .get('/v1/item_imports/:id{[0-9]+}/preview', async (c) => {
      const { userId, record } = await ownImport(c);
      return c.json({ data: await withPreview(record.id, userId) });
    })
    .put('/v1/item_imports/:id{[0-9]+}', async (c) => {
      const { userId, record } = await ownImport(c);
      const { mapping } = parseInput(importMappingPayloadSchema, await readJsonBody(c));
      checkHeaders(record.headers, mapping);
      await saveMapping(db, record.id, userId, mapping);
      return c.json({ data: await withPreview(record.id, userId) });
    })
    .post('/v1/item_imports/:id{[0-9]+}/start', async (c) => {
      const { userId, record } = await ownImport(c);
      const missing = unmappedRequiredFields(record.headers, record.mapping);
      if (missing.length > 0)
        throw new ApiError(
          422,
          missing.map((field) => ({
            message: `Choose the column that holds the ${field.label}`,
            code: 'required',
            field: `mapping.${field.key}`,
          })),
        );
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ job_id: number | null }>(
          'SELECT job_id FROM item_imports WHERE id = $1 FOR UPDATE',
          [record.id],
        );
        if (row?.job_id) return; // started already: starting twice runs it once
        const job = await enqueueJob(tx, IMPORT_ITEMS_JOB, { import_id: record.id });
        await tx.query('UPDATE item_imports SET job_id = $2 WHERE id = $1', [record.id, job.id]);
      });
      return c.json({ data: await findImport(db, record.id, userId) }, 202);
    })
    .get('/v1/item_imports/:id{[0-9]+}/errors.csv', async (c) => {
      const { record } = await ownImport(c);
      const rows = await importErrors(db, record.id);
      const body = csvText([
        ['Row', 'Errors', ...record.headers],
        ...rows.map((row) => [row.row_number, row.messages.join('; '), ...row.cells]),
      ]);
      return c.body(body, 200, csvHeaders(`import-${record.id}-errors.csv`));
    })
    .get('/v1/item_exports/items.csv', async (c) => {
      const viewer = requireViewer(c);
      await requireFeature(db, viewer.userId, 'export_items');
      return c.body(exportItems(db, viewer.userId), 200, csvHeaders('kitswap-items.csv'));
    });
}

function checkHeaders(headers: string[], mapping: ImportMapping) {
  const unknown = Object.entries(mapping).filter(([, header]) => header !== null && !headers.includes(header!));
  if (unknown.length > 0)
    throw new ApiError(
      400,
      unknown.map(([field, header]) => ({
        message: `The file has no column “${header}”`,
        code: 'invalid',
        field: `mapping.${field}`,
      })),
    );
}

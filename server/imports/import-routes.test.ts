import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { itemImportPreviewSchema, itemImportSchema, type ItemImport } from '../../schemas/entities/item-import';
import { JOB_HANDLERS } from '../job-registry';
import { claimNextJob, extendLease, LeaseLostError, type Job } from '../jobs/queue';
import { createJobWorker } from '../jobs/worker';
import { bearer, requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { IMPORT_ITEMS_JOB, runImportItemsJob, type ImportItemsPayload } from './import-job';

const BUYER = 1001; // no import_items
const PRO = 1003; // import_items
const ORG = 1005; // a trade-in account: export_items
const HEADER = 'SKU,Title,Category,Brand,Model,Condition,Price,Quantity,Description,Accepts offers';
const SAMPLE = readFileSync(new URL('../imports/fixtures/sample-items.csv', import.meta.url));

function upload(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  userId: number | null,
  content: BlobPart,
  name = 'items.csv',
) {
  const form = new FormData();
  form.set('file', new File([content], name, { type: 'text/csv' }));
  return app.request('/v1/item_imports', { method: 'POST', body: form, headers: userId ? bearer(userId) : {} });
}

describeEachDriver('CSV import', (driver) => {
  const context = useSeededApp(driver);
  const drainJobs = async () => {
    const worker = createJobWorker(context.db, { handlers: JOB_HANDLERS, workerId: 'test' });
    while (await worker.runOnce());
  };
  const startAndRun = async (id: number) => {
    const started = await requestAs(context.app, 'POST', `/v1/item_imports/${id}/start`, PRO);
    expect(started.status).toBe(202);
    expect(itemImportSchema.parse((started.body as { data: unknown }).data).state).toBe('queued');
    await drainJobs();
    const read = await requestAs(context.app, 'GET', `/v1/item_imports/${id}`, PRO);
    return itemImportSchema.parse((read.body as { data: unknown }).data);
  };

  it('is for signed-in sellers with the import_items feature', async () => {
    expect((await upload(context.app, null, SAMPLE)).status).toBe(401);
    const refused = await upload(context.app, BUYER, SAMPLE);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      errors: [{ code: 'forbidden', message: expect.stringMatching(/import feature/) }],
    });
  });

  it('shows demo_pro its past import (seeded), whose file imports again as updates of its items', async () => {
    const list = await requestAs(context.app, 'GET', '/v1/item_imports', PRO);
    const past = (list.body as { data: ItemImport[] }).data.at(-1)!;
    expect(past).toMatchObject({
      filename: 'pro-shop-inventory.csv',
      state: 'done',
      created_count: 2,
      failed_count: 1,
    });
    const report = await context.app.request(`/v1/item_imports/${past.id}/errors.csv`, { headers: bearer(PRO) });
    expect(await report.text()).toContain('PRO-0099');
    const preview = await requestAs(context.app, 'GET', `/v1/item_imports/${past.id}/preview`, PRO);
    const rows = itemImportPreviewSchema.parse((preview.body as { data: unknown }).data).preview;
    expect(rows.map((row) => row.errors.length)).toEqual([0, 0, 2]);
  });

  it('previews the first rows with the mapping guessed and each row checked by the publish rules', async () => {
    const response = await upload(
      context.app,
      PRO,
      `\uFEFF${HEADER}\n=cmd|' /C calc'!A0,Formula title,golf/clubs/drivers,Titleist,TSR2,used,-5,1,,yes\nX-2,Big,Gloves,,,new,1000000000,1,,maybe\n`,
    );
    expect(response.status).toBe(201);
    const { import: record, preview } = itemImportPreviewSchema.parse(
      ((await response.json()) as { data: unknown }).data,
    );
    expect(record).toMatchObject({ state: 'uploaded', total_rows: 2, headers: HEADER.split(',') });
    expect(record.mapping).toMatchObject({
      sku: 'SKU',
      name: 'Title',
      price: 'Price',
      accepts_offers: 'Accepts offers',
    });
    expect(preview[0]).toMatchObject({
      row_number: 2,
      errors: [{ field: 'price', column: 'Price', message: 'Enter a price above $0' }],
    });
    const messages = preview[1]!.errors.map((error) => `${error.field}: ${error.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^category: “Gloves” names 3 categories: use its path/),
      'accepts_offers: Enter yes or no',
      'price: Enter a price of at most $100,000',
    ]);
  });

  it('previews the first 20 rows of a longer file again, and after a new mapping (it used to never answer)', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `L-${i},Stick ${i},hockey/sticks/senior,,,used,${i + 10},1,,yes`);
    const created = await upload(context.app, PRO, `${HEADER}\n${rows.join('\n')}\n`);
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { import: ItemImport } }).data.import;
    const previewed = await requestAs(context.app, 'GET', `/v1/item_imports/${id}/preview`, PRO);
    expect(previewed.status).toBe(200);
    const { preview } = itemImportPreviewSchema.parse((previewed.body as { data: unknown }).data);
    expect(preview.map((row) => [row.row_number, row.cells.sku])).toEqual(
      Array.from({ length: 20 }, (_, i) => [i + 2, `L-${i}`]),
    );
    // The mapping saved again (as guessed: a seller's mapping is remembered for their next files) answers it too.
    const mapped = await requestAs(context.app, 'PUT', `/v1/item_imports/${id}`, PRO, { mapping: { sku: 'SKU' } });
    expect(mapped.status).toBe(200);
    const after = itemImportPreviewSchema.parse((mapped.body as { data: unknown }).data).preview;
    expect([after.length, after[19]!.cells.sku]).toEqual([20, 'L-19']);
  });

  it('finds a model whose name is a number (the Santa Cruz 5010) by its name, and a model by its id', async () => {
    const [model] = await context.db.query<{ id: number }>("SELECT id FROM models WHERE name = 'Nexus Sync' LIMIT 1");
    const response = await upload(
      context.app,
      PRO,
      `${HEADER}\nN-1,Trail bike,bikes/mountain/trail,Santa Cruz,5010,used,2100,1,,yes\n` +
        `N-2,Stick,hockey/sticks/senior,,${model!.id},used,100,1,,yes\n`,
    );
    const { preview } = itemImportPreviewSchema.parse(((await response.json()) as { data: unknown }).data);
    expect(preview.map((row) => row.errors)).toEqual([[], []]);
  });

  it('refuses broken encodings, empty files and more than 100,000 rows with a clear message', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${HEADER}\nA,Caf`), 0xe9, 0x0a]);
    expect(await (await upload(context.app, PRO, latin1)).json()).toMatchObject({
      errors: [{ code: 'invalid_encoding', field: 'file', message: expect.stringMatching(/not UTF-8.*CSV UTF-8/) }],
    });
    expect(await (await upload(context.app, PRO, `${HEADER}\n`)).json()).toMatchObject({
      errors: [{ message: 'The file has a header row but no items below it.' }],
    });
    const huge = `${HEADER}\n${'A,B,C,,,new,1,1,,\n'.repeat(100_001)}`;
    const tooMany = await upload(context.app, PRO, huge);
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toMatchObject({
      errors: [{ code: 'too_many_rows', message: expect.stringMatching(/more than 100,000 rows/) }],
    });
    expect((await upload(context.app, PRO, 'x'.repeat(21 * 1024 * 1024))).status).toBe(413);
  });

  it('imports as a job: published items with generated photos, progress, an error report, last import time', async () => {
    const created = await upload(context.app, PRO, SAMPLE);
    const { id } = ((await created.json()) as { data: { import: ItemImport } }).data.import;
    const done = await startAndRun(id);
    expect(done).toMatchObject({
      state: 'done',
      total_rows: 6,
      processed_rows: 6,
      created_count: 4,
      updated_count: 0,
      failed_count: 2,
    });
    const items = await context.db.query<{
      sku: string;
      state: string;
      image_count: number;
      price: number;
      model_id: number | null;
    }>(
      "SELECT sku, state, image_count, price, model_id FROM items WHERE seller_id = $1 AND sku LIKE 'E2E-%' ORDER BY sku",
      [PRO],
    );
    expect(items.map((item) => [item.sku, item.state, item.image_count])).toEqual([
      ['E2E-DRV-1', 'available', 1],
      ['E2E-DRV-2', 'available', 1],
      ['E2E-STK-1', 'available', 1],
      ['E2E-STK-2', 'available', 1],
    ]);
    expect(items[0]!.model_id).not.toBeNull();
    const [config] = await context.db.query<{ fresh: boolean }>(
      "SELECT inventory_imported_at > now() - interval '1 minute' AS fresh FROM user_configurations WHERE user_id = $1",
      [PRO],
    );
    expect(config!.fresh).toBe(true);

    const report = await context.app.request(`/v1/item_imports/${id}/errors.csv`, { headers: bearer(PRO) });
    expect(report.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = Papa.parse<string[]>((await report.text()).trim()).data;
    expect(rows[0]).toEqual(['Row', 'Errors', ...HEADER.split(',')]);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['6', 'Price: Enter a price above $0', 'E2E-BAD-1'],
      [
        '7',
        'Category: Unknown category “golf/clubs/putters-xyz”: use its id or its path, e.g. golf/clubs/drivers',
        'E2E-BAD-2',
      ],
    ]);
  });

  it('resumes after the last committed chunk when another worker takes the job over', async () => {
    const rows = Array.from(
      { length: 1_200 },
      (_, i) => `R-${i},Stick ${i},hockey/sticks/senior,,,used,${i + 10},1,,yes`,
    );
    const created = await upload(context.app, PRO, `${HEADER}\n${rows.join('\n')}\n`);
    const { id } = ((await created.json()) as { data: { import: ItemImport } }).data.import;
    await requestAs(context.app, 'POST', `/v1/item_imports/${id}/start`, PRO);
    const job = (await claimNextJob(context.db, 'first', 60_000, [IMPORT_ITEMS_JOB]))!;
    let steps = 0;
    // The first worker's lease is lost after its first chunk (its process hung).
    const first = runImportItemsJob({
      job: job as Job<ImportItemsPayload>,
      db: context.db,
      signal: new AbortController().signal,
      extendLease: async (tx = context.db) => {
        if (++steps > 1) throw new LeaseLostError(job.id);
        await extendLease(tx, job, 'first', 60_000);
      },
    });
    await expect(first).rejects.toThrow(LeaseLostError);
    expect((await requestAs(context.app, 'GET', `/v1/item_imports/${id}`, PRO)).body).toMatchObject({
      data: { state: 'running', processed_rows: 500, created_count: 500 },
    });
    await context.db.query("UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1", [job.id]);
    await drainJobs();
    expect((await requestAs(context.app, 'GET', `/v1/item_imports/${id}`, PRO)).body).toMatchObject({
      data: { state: 'done', processed_rows: 1_200, created_count: 1_200, failed_count: 0 },
    });
    const [items] = await context.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM items WHERE seller_id = $1 AND sku LIKE 'R-%'",
      [PRO],
    );
    expect(items!.count).toBe(1_200);
  });

  it('updates by SKU when the same file is imported again, and starting twice runs once', async () => {
    const before = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM items');
    const versionOfDriver = async () =>
      (
        await context.db.query<{ version: number }>(
          "SELECT version FROM items WHERE seller_id = $1 AND sku = 'E2E-DRV-1'",
          [PRO],
        )
      )[0]!.version;
    const versionBefore = await versionOfDriver();
    const changed = String(SAMPLE).replace('249.99', '199.99');
    const { id } = ((await (await upload(context.app, PRO, changed)).json()) as { data: { import: ItemImport } }).data
      .import;
    await requestAs(context.app, 'POST', `/v1/item_imports/${id}/start`, PRO);
    expect(await startAndRun(id)).toMatchObject({ state: 'done', created_count: 0, updated_count: 4, failed_count: 2 });
    const late = await requestAs(context.app, 'PUT', `/v1/item_imports/${id}`, PRO, { mapping: { sku: 'SKU' } });
    expect(late).toMatchObject({ status: 409, body: { errors: [{ code: 'started' }] } });
    expect(await context.db.query('SELECT count(*)::int AS count FROM items')).toEqual(before);
    const [driver] = await context.db.query<{ price: number; original_list_price: number }>(
      "SELECT price, original_list_price FROM items WHERE seller_id = $1 AND sku = 'E2E-DRV-1'",
      [PRO],
    );
    expect(driver).toEqual({ price: 199.99, original_list_price: 249.99 });
    // An update is a save like the list flow's: an edit open in a tab learns it was overwritten.
    expect(await versionOfDriver()).toBe(versionBefore + 1);
  });

  it('skips an item staff took down with a row error, and still relists one its seller removed', async () => {
    const rows = [
      'DOWN-1,Stick down,hockey/sticks/senior,,,used,30,1,,yes',
      'DOWN-2,Stick mine,hockey/sticks/senior,,,used,40,1,,yes',
    ];
    const file = `${HEADER}\n${rows.join('\n')}\n`;
    const first = ((await (await upload(context.app, PRO, file)).json()) as { data: { import: ItemImport } }).data
      .import;
    expect(await startAndRun(first.id)).toMatchObject({ created_count: 2, failed_count: 0 });
    const idOf = async (sku: string) =>
      (await context.db.query<{ id: number }>('SELECT id FROM items WHERE seller_id = $1 AND sku = $2', [PRO, sku]))[0]!
        .id;
    const down = await idOf('DOWN-1');
    const mine = await idOf('DOWN-2');
    expect(
      (
        await requestAs(context.app, 'POST', `/v1/items/${down}/take_down`, 1004, {
          take_down: { reason: 'Counterfeit' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await requestAs(context.app, 'POST', `/v1/items/${mine}/remove`, PRO, { removal: { reason: 'sold_elsewhere' } }))
        .status,
    ).toBe(200);
    const again = ((await (await upload(context.app, PRO, file)).json()) as { data: { import: ItemImport } }).data
      .import;
    expect(await startAndRun(again.id)).toMatchObject({ state: 'done', updated_count: 1, failed_count: 1 });
    expect(
      await context.db.query('SELECT sku, state FROM items WHERE id = ANY($1::int[]) ORDER BY sku', [[down, mine]]),
    ).toEqual([
      { sku: 'DOWN-1', state: 'removed' },
      { sku: 'DOWN-2', state: 'available' },
    ]);
    const report = await context.app.request(`/v1/item_imports/${again.id}/errors.csv`, { headers: bearer(PRO) });
    const reported = Papa.parse<string[]>((await report.text()).trim()).data;
    expect(reported.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['2', 'SKU DOWN-1: Kitswap staff took its item down; it stays off the marketplace', 'DOWN-1'],
    ]);
  });

  it('remembers the chosen columns for the next file, and the import is its owner’s alone', async () => {
    const headers = 'Ref,Item,Cat,Cond,Cost';
    const first = await upload(context.app, PRO, `${headers}\nR1,Driver one,golf/clubs/drivers,used,100\n`);
    const { id } = ((await first.json()) as { data: { import: ItemImport } }).data.import;
    const unmapped = await requestAs(context.app, 'POST', `/v1/item_imports/${id}/start`, PRO);
    expect(unmapped.status).toBe(422);
    expect((unmapped.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([
      'mapping.sku',
      'mapping.name',
      'mapping.category',
      'mapping.condition',
      'mapping.price',
    ]);
    const mapping = { sku: 'Ref', name: 'Item', category: 'Cat', condition: 'Cond', price: 'Cost' };
    const saved = await requestAs(context.app, 'PUT', `/v1/item_imports/${id}`, PRO, { mapping });
    expect(saved.status).toBe(200);
    expect(itemImportPreviewSchema.parse((saved.body as { data: unknown }).data).preview[0]!.errors).toEqual([]);
    expect(
      (await requestAs(context.app, 'PUT', `/v1/item_imports/${id}`, PRO, { mapping: { sku: 'Nope' } })).status,
    ).toBe(400);

    const second = await upload(context.app, PRO, `${headers}\nR2,Driver two,golf/clubs/drivers,used,90\n`);
    expect(((await second.json()) as { data: { import: ItemImport } }).data.import.mapping).toMatchObject(mapping);

    expect((await requestAs(context.app, 'GET', `/v1/item_imports/${id}`, ORG)).status).toBe(403);
    const list = await requestAs(context.app, 'GET', '/v1/item_imports', PRO);
    expect((list.body as { data: ItemImport[] }).data[0]!.filename).toBe('items.csv');
  });

  it('offers a template that imports without errors', async () => {
    const template = await (await context.app.request('/v1/item_imports/template.csv')).text();
    const response = await upload(context.app, PRO, template);
    const { preview } = itemImportPreviewSchema.parse(((await response.json()) as { data: unknown }).data);
    expect(preview.map((row) => row.errors)).toEqual([[], []]);
  });

  it('exports the seller’s items for export_items and trade-in accounts, formulas escaped', async () => {
    expect((await requestAs(context.app, 'GET', '/v1/item_exports/items.csv', BUYER)).status).toBe(403);
    await context.db.query(
      `INSERT INTO items (name, state, price, list_price, seller_id, category_id, sku)
       SELECT '=HYPERLINK("http://x")', 'available', 10, 10, $1, id, '+SKU-1' FROM categories WHERE slug = 'golf/clubs/drivers'`,
      [ORG],
    );
    const response = await context.app.request('/v1/item_exports/items.csv', { headers: bearer(ORG) });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so that Excel reads the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith(`${HEADER},State,Item ID\r\n`)).toBe(true);
    expect(text).toContain(`"'+SKU-1","'=HYPERLINK(""http://x"")",golf/clubs/drivers,`);
    const [{ count }] = (await context.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM items WHERE seller_id = $1',
      [ORG],
    )) as [{ count: number }];
    expect(text.trim().split('\r\n')).toHaveLength(count + 1);
  });
});

import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { generatedFileSchema, taxDocumentSchema, w9FormSchema } from '../../schemas/entities/seller-compliance';
import { createFieldCipher, fieldCipherFromEnvironment } from '../config/field-encryption';
import { postLedgerTransaction } from '../ledger/ledger';
import { newUser } from '../testing/pro';
import { bearer, requestAs } from '../testing/requests';
import { newSeller, pdfText, postSales, w9Body } from '../testing/seller-compliance';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { tinContext } from './w9';

describeEachDriver('the W-9 and the yearly tax documents', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const dataOf = (body: unknown) => (body as { data: unknown }).data;

  it('keeps the W-9 with its TIN sealed and answers it masked', async () => {
    const seller = await newUser(context.db, 'w9_ssn');
    const saved = await call('PUT', '/v1/seller_account/w9', seller.id, w9Body({ business_name: '  ' }));
    expect(saved.status).toBe(200);
    expect(w9FormSchema.parse(dataOf(saved.body))).toMatchObject({
      name: 'Pat Seller',
      business_name: null,
      tax_classification: 'individual',
      tin_type: 'ssn',
      tin_masked: '•••-••-6789',
    });
    expect(JSON.stringify(saved.body)).not.toContain('123-45');
    expect(dataOf((await call('GET', '/v1/seller_account/w9', seller.id)).body)).toEqual(dataOf(saved.body));

    const [row] = await context.db.query<{ tin_sealed: string; tin_last4: string }>(
      'SELECT tin_sealed, tin_last4 FROM w9_forms WHERE user_id = $1',
      [seller.id],
    );
    expect(row!.tin_sealed).not.toContain('6789');
    expect(fieldCipherFromEnvironment().open(row!.tin_sealed, tinContext(seller.id))).toBe('123-45-6789');
    expect(() => fieldCipherFromEnvironment().open(row!.tin_sealed, tinContext(seller.id + 1))).toThrow();
    expect(() => createFieldCipher(Buffer.alloc(32, 7)).open(row!.tin_sealed, tinContext(seller.id))).toThrow();

    // An EIN, typed without its dash, replaces it; masked as an EIN.
    const ein = await call(
      'PUT',
      '/v1/seller_account/w9',
      seller.id,
      w9Body({ tin_type: 'ein', tin: '101234567', tax_classification: 'llc_p', business_name: 'Pat’s Gear LLC' }),
    );
    expect(dataOf(ein.body)).toMatchObject({
      tin_type: 'ein',
      tin_masked: '••-•••4567',
      business_name: 'Pat’s Gear LLC',
    });
  });

  it('refuses a malformed or impossible TIN at each edge, and an unticked certification, saving nothing', async () => {
    const seller = await newUser(context.db, 'w9_bad');
    const refusals: [string, string, string][] = [
      ['ssn', '000-12-3456', 'This is not a valid SSN (its first 3 digits)'],
      ['ssn', '666-12-3456', 'This is not a valid SSN (its first 3 digits)'],
      ['ssn', '900-12-3456', 'This is not a valid SSN (its first 3 digits)'],
      ['ssn', '123-00-4567', 'This is not a valid SSN (its middle 2 digits)'],
      ['ssn', '123-45-0000', 'This is not a valid SSN (its last 4 digits)'],
      ['ssn', '123-45-678', 'Enter the SSN as ###-##-####'],
      ['ssn', '12-3456789', 'Enter the SSN as ###-##-####'],
      ['ein', '00-1234567', 'This is not a valid EIN (its first 2 digits)'],
      ['ein', '07-1234567', 'This is not a valid EIN (its first 2 digits)'],
      ['ein', '96-1234567', 'This is not a valid EIN (its first 2 digits)'],
      ['ein', '123-45-6789', 'Enter the EIN as ##-#######'],
    ];
    for (const [tin_type, tin, message] of refusals) {
      const answer = await call('PUT', '/v1/seller_account/w9', seller.id, w9Body({ tin_type, tin }));
      expect(answer.status, `${tin_type} ${tin}`).toBe(400);
      expect(apiErrorBodySchema.parse(answer.body).errors).toEqual([{ message, code: 'invalid', field: 'w9.tin' }]);
    }
    const unticked = await call('PUT', '/v1/seller_account/w9', seller.id, w9Body({ certified: false }));
    expect(unticked.status).toBe(400);
    expect(apiErrorBodySchema.parse(unticked.body).errors[0]).toMatchObject({ field: 'w9.certified' });
    expect(dataOf((await call('GET', '/v1/seller_account/w9', seller.id)).body)).toBeNull();

    // The edges that are possible numbers pass: area 001, 665, 667, 899; EIN prefixes 01, 06, 10, 99.
    for (const [tin_type, tin] of [
      ['ssn', '001-01-0001'],
      ['ssn', '665-12-3456'],
      ['ssn', '667-12-3456'],
      ['ssn', '899-99-9999'],
      ['ein', '01-0000001'],
      ['ein', '06-1234567'],
      ['ein', '10-1234567'],
      ['ein', '99-1234567'],
    ])
      expect((await call('PUT', '/v1/seller_account/w9', seller.id, w9Body({ tin_type, tin }))).status, tin).toBe(200);
  });

  it('downloads the owner’s W-9 as a PDF with the full TIN; no W-9 is 404, a guest 401', async () => {
    const seller = await newUser(context.db, 'w9_pdf');
    expect((await call('GET', '/v1/seller_account/w9/pdf', seller.id)).status).toBe(404);
    expect((await call('GET', '/v1/seller_account/w9/pdf', null)).status).toBe(401);
    await call('PUT', '/v1/seller_account/w9', seller.id, w9Body({ name: 'Renée Seller' }));
    const answer = await context.app.request('/v1/seller_account/w9/pdf', {
      headers: bearer(seller.id),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const file = generatedFileSchema.parse(((await answer.json()) as { data: unknown }).data);
    expect(file).toMatchObject({ filename: 'kitswap-w9.pdf', content_type: 'application/pdf' });
    const text = await pdfText(file.content_base64);
    expect(text).toContain('Form W-9 (substitute)');
    expect(text).toContain('1. Name: Ren\u00e9e Seller');
    expect(text).toContain('Social security number 123-45-6789');
    expect(text).toContain('Under penalties of perjury, I certify that:');
  });

  it('sums the ledger per year and month: gross sales, refunds and fees, newest year first', async () => {
    const seller = await newSeller(context.db, 'docs_owner');
    // Two sales of $100 (fee $9 each) on 15 March of last year, one of $50 ($4.50) a second into this year (UTC).
    const [clock] = await context.db.query<{ year: number; days_to_march: number; days_to_january: number }>(
      `SELECT extract(year FROM ks_now() AT TIME ZONE 'UTC')::int AS year,
              extract(epoch FROM ks_now() - make_timestamptz(extract(year FROM ks_now() AT TIME ZONE 'UTC')::int - 1, 3, 15, 12, 0, 0, 'UTC')) / 86400 AS days_to_march,
              extract(epoch FROM ks_now() - make_timestamptz(extract(year FROM ks_now() AT TIME ZONE 'UTC')::int, 1, 1, 0, 0, 1, 'UTC')) / 86400 AS days_to_january`,
    );
    await postSales(context.db, seller.id, 2, 20_000, clock!.days_to_march);
    await postSales(context.db, seller.id, 1, 5_000, clock!.days_to_january);
    // A partial refund of $30 of the March sales, from the seller's pending proceeds, dated 20 March.
    await context.db.transaction(async (tx) => {
      const id = await postLedgerTransaction(tx, {
        kind: 'refund',
        idempotencyKey: `test-refund:${seller.id}`,
        legs: [
          { owner: seller.id, account: 'pending', cents: -3_000 },
          { owner: null, account: 'buyer_payments', cents: 3_000 },
        ],
      });
      await tx.query(
        "UPDATE ledger_transactions SET created_at = make_timestamptz($2, 3, 20, 12, 0, 0, 'UTC') WHERE id = $1",
        [id, clock!.year - 1],
      );
    });

    const listed = await call('GET', `/v1/users/${seller.uuid}/tax_documents`, seller.id);
    expect(listed.status).toBe(200);
    const [thisYear, lastYear] = taxDocumentSchema.array().parse(dataOf(listed.body));
    expect(thisYear).toMatchObject({
      year: clock!.year,
      final: false,
      sales_count: 1,
      gross_cents: 5_000,
      fees_cents: 450,
    });
    expect(thisYear!.months[0]).toEqual({
      month: 1,
      sales_count: 1,
      gross_cents: 5_000,
      refunds_cents: 0,
      fees_cents: 450,
    });
    expect(lastYear).toMatchObject({
      year: clock!.year - 1,
      final: true,
      sales_count: 2,
      gross_cents: 20_000,
      refunds_cents: 3_000,
      fees_cents: 1_800,
      net_cents: 15_200,
    });
    expect(lastYear!.months).toHaveLength(12);
    expect(lastYear!.months[2]).toEqual({
      month: 3,
      sales_count: 2,
      gross_cents: 20_000,
      refunds_cents: 3_000,
      fees_cents: 1_800,
    });
    expect(lastYear!.months[3]).toEqual({ month: 4, sales_count: 0, gross_cents: 0, refunds_cents: 0, fees_cents: 0 });

    const pdf = await call('GET', `/v1/users/${seller.uuid}/tax_documents/${clock!.year - 1}/pdf`, seller.id);
    expect(pdf.status).toBe(200);
    const file = generatedFileSchema.parse(dataOf(pdf.body));
    expect(file.filename).toBe(`kitswap-1099k-summary-${clock!.year - 1}.pdf`);
    const text = await pdfText(file.content_base64);
    expect(text).toContain(`Form 1099-K style summary`);
    expect(text).toContain('Gross amount of payment transactions: $200.00');
    expect(text).toContain('Refunds: $30.00');
    expect(text).toContain('Kitswap fees: $18.00');
    expect(text).toMatch(/March\n2\n\$200\.00\n\$30\.00\n\$18\.00/);
    expect(text).toContain('Payee TIN: not on file');
  });

  it('shows documents to their owner only: another user’s are 404, a guest 401, a year without sales 404', async () => {
    const owner = await newSeller(context.db, 'docs_private');
    const other = await newSeller(context.db, 'docs_other');
    await postSales(context.db, owner.id, 1, 5_000, 1);
    const [{ year }] = (await context.db.query<{ year: number }>(
      "SELECT extract(year FROM (ks_now() - interval '1 day') AT TIME ZONE 'UTC')::int AS year",
    )) as [{ year: number }];
    expect((await call('GET', `/v1/users/${owner.uuid}/tax_documents`, other.id)).status).toBe(404);
    expect((await call('GET', `/v1/users/${owner.uuid}/tax_documents/${year}/pdf`, other.id)).status).toBe(404);
    expect((await call('GET', `/v1/users/${owner.uuid}/tax_documents`, null)).status).toBe(401);
    expect((await call('GET', `/v1/users/${owner.uuid}/tax_documents/${year}/pdf`, null)).status).toBe(401);
    expect((await call('GET', `/v1/users/${owner.uuid}/tax_documents/${year - 5}/pdf`, owner.id)).status).toBe(404);
    expect((await call('GET', `/v1/users/${owner.uuid}/tax_documents/${year}/pdf`, owner.id)).status).toBe(200);
    expect(dataOf((await call('GET', `/v1/users/${other.uuid}/tax_documents`, other.id)).body)).toEqual([]);
  });
});

import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { informActFilingBodySchema, w9BodySchema } from '../../schemas/requests/seller-compliance';
import { requireViewer } from '../auth/viewer';
import type { FieldCipher } from '../config/field-encryption';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput, readJsonBody } from '../http/validate';
import { fileInformAct, informActStatus } from './inform-act';
import { pdfFile } from './pdf';
import { taxDocumentPdf, taxDocuments, w9Pdf } from './tax-documents';
import { findW9, findW9WithTin, saveW9 } from './w9';

const ownerParams = z.object({ uuid: z.string().min(1).max(200) });
const yearParams = ownerParams.extend({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number),
});

/** Private answers (tax ids, figures): never kept by a cache between the seller and us. */
const noStore = (c: Context) => c.header('cache-control', 'no-store');

/**
 * The seller's tax form, documents and INFORM Act filing (issue 33 item 4; README.md here):
 * - GET/PUT /v1/seller_account/w9 (the TIN masked), GET /v1/seller_account/w9/pdf (the owner's W-9 with its full TIN);
 * - GET/POST /v1/seller_account/inform_act (the status; filing, which ends the inform_act_compliance vacation);
 * - GET /v1/users/{uuid}/tax_documents and /v1/users/{uuid}/tax_documents/{year}/pdf: the owner's only — another
 *   user's uuid, or a year without sales, is 404 (their existence is not confirmed); a guest 401.
 */
export function sellerComplianceRoutes(db: Db, cipher: FieldCipher): Hono {
  const ownDocuments = async (c: Context) => {
    const viewer = requireViewer(c);
    const { uuid } = parseInput(ownerParams, c.req.param());
    if (uuid !== viewer.uuid) throw ApiError.notFound('Documents not found');
    return taxDocuments(db, viewer.userId);
  };

  return new Hono()
    .get('/v1/seller_account/w9', async (c) => {
      noStore(c);
      return c.json({ data: await findW9(db, requireViewer(c).userId) });
    })
    .put('/v1/seller_account/w9', async (c) => {
      const viewer = requireViewer(c);
      const { w9 } = parseInput(w9BodySchema, await readJsonBody(c));
      noStore(c);
      return c.json({ data: await saveW9(db, cipher, viewer.userId, w9) });
    })
    .get('/v1/seller_account/w9/pdf', async (c) => {
      const form = await findW9WithTin(db, cipher, requireViewer(c).userId);
      if (!form) throw ApiError.notFound('Fill in your W-9 first');
      noStore(c);
      return c.json({ data: pdfFile('kitswap-w9.pdf', await w9Pdf(form)) });
    })
    .get('/v1/seller_account/inform_act', async (c) => {
      noStore(c);
      return c.json({ data: await informActStatus(db, requireViewer(c).userId) });
    })
    .post('/v1/seller_account/inform_act', async (c) => {
      const viewer = requireViewer(c);
      parseInput(informActFilingBodySchema, await readJsonBody(c));
      noStore(c);
      return c.json({ data: await fileInformAct(db, viewer.userId) }, 201);
    })
    .get('/v1/users/:uuid/tax_documents', async (c) => {
      const documents = await ownDocuments(c);
      noStore(c);
      return c.json({ data: documents });
    })
    .get('/v1/users/:uuid/tax_documents/:year/pdf', async (c) => {
      const viewer = requireViewer(c);
      const { year } = parseInput(yearParams, c.req.param());
      const document = (await ownDocuments(c)).find((candidate) => candidate.year === year);
      if (!document) throw ApiError.notFound('Documents not found');
      const w9 = await findW9(db, viewer.userId);
      const [user] = await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [viewer.userId]);
      const payee = w9
        ? { name: w9.business_name ?? w9.name, tin_masked: w9.tin_masked }
        : { name: user?.username ?? '', tin_masked: null };
      noStore(c);
      return c.json({ data: pdfFile(`kitswap-1099k-summary-${year}.pdf`, await taxDocumentPdf(document, payee)) });
    });
}

import type { ApiClient } from '../../engine';
import {
  generatedFileSchema,
  informActStatusSchema,
  taxDocumentSchema,
  w9FormSchema,
  type GeneratedFile,
} from '../../schemas/entities/seller-compliance';
import type { W9Body } from '../../schemas/requests/seller-compliance';

/**
 * The calls of /selling/w9, /selling/documents and /selling/inform_act (server/seller-compliance/README.md). Query
 * keys sit under 'selling' so the dashboard's pages refresh together.
 */
export const COMPLIANCE_KEYS = {
  informAct: (userId: string | undefined) => ['selling', 'inform-act', userId] as const,
  w9: (userId: string | undefined) => ['selling', 'w9', userId] as const,
  documents: (userId: string | undefined) => ['selling', 'tax-documents', userId] as const,
};

export const fetchInformAct = (api: ApiClient) =>
  api.get('/v1/seller_account/inform_act', { schema: informActStatusSchema });
export const fileInformAct = (api: ApiClient) =>
  api.post('/v1/seller_account/inform_act', { inform_act: { confirmed: true } }, { schema: informActStatusSchema });

export const fetchW9 = (api: ApiClient) => api.get('/v1/seller_account/w9', { schema: w9FormSchema.nullable() });
export const saveW9 = (api: ApiClient, w9: W9Body['w9']) =>
  api.put('/v1/seller_account/w9', { w9 }, { schema: w9FormSchema });
export const fetchW9Pdf = (api: ApiClient) => api.get('/v1/seller_account/w9/pdf', { schema: generatedFileSchema });

export const fetchTaxDocuments = (api: ApiClient, uuid: string) =>
  api.get(`/v1/users/${encodeURIComponent(uuid)}/tax_documents`, { schema: taxDocumentSchema.array() });
export const fetchTaxDocumentPdf = (api: ApiClient, uuid: string, year: number) =>
  api.get(`/v1/users/${encodeURIComponent(uuid)}/tax_documents/${year}/pdf`, { schema: generatedFileSchema });

/**
 * Saves a file the API generated (JSON with the bytes in base64: the API client reads JSON, and the call needs the
 * caller's token, so it cannot be a plain link) through a temporary object URL.
 */
export function saveGeneratedFile(file: GeneratedFile): void {
  const bytes = Uint8Array.from(atob(file.content_base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

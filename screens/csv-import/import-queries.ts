import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine';
import {
  itemImportPreviewSchema,
  itemImportSchema,
  type ImportMapping,
  type ItemImport,
} from '../../schemas/entities/item-import';

/** Polls a running import this often. */
export const PROGRESS_POLL_MS = 1_000;

export const isRunning = (record: ItemImport) => record.state === 'queued' || record.state === 'running';

/** The seller's imports, newest first: the page finds a running import (or one being mapped) after a reload. */
export const importsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['item-imports'],
    queryFn: () => api.get('/v1/item_imports', { schema: z.array(itemImportSchema) }),
  });

/** One import's progress, polled while its job runs. */
export const importQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['item-imports', id],
    queryFn: () => api.get(`/v1/item_imports/${id}`, { schema: itemImportSchema }),
    refetchInterval: (query) => (query.state.data && !isRunning(query.state.data) ? false : PROGRESS_POLL_MS),
  });

/** An import not started yet, with its first rows checked under its mapping. */
export const previewQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['item-imports', id, 'preview'],
    queryFn: () => api.get(`/v1/item_imports/${id}/preview`, { schema: itemImportPreviewSchema }),
  });

export function uploadCsv(api: ApiClient, file: File) {
  const form = new FormData();
  form.set('file', file);
  return api.post('/v1/item_imports', form, { schema: itemImportPreviewSchema });
}

export function saveMapping(api: ApiClient, id: number, mapping: ImportMapping) {
  return api.put(`/v1/item_imports/${id}`, { mapping }, { schema: itemImportPreviewSchema });
}

export function startImport(api: ApiClient, id: number) {
  return api.post(`/v1/item_imports/${id}/start`, {}, { schema: itemImportSchema });
}

/**
 * Downloads a CSV the API makes (it needs the caller's token, so not a plain link) as a file. The
 * byte-order mark goes first, so that Excel reads it as UTF-8.
 */
export async function downloadCsv(api: ApiClient, path: string, filename: string): Promise<void> {
  const text = await api.get<string>(path);
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

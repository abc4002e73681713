import { IMPORT_UPLOAD_LIMIT_BYTES } from '../../schemas/entities/item-import';
import { JSON_BODY_LIMIT_BYTES } from '../../server/http/body-limit';

/** API paths (service main) that take uploads, with the most the proxy passes on; the API checks again. */
const UPLOAD_LIMITS: Record<string, number> = {
  '/v1/item_imports': IMPORT_UPLOAD_LIMIT_BYTES,
};

/** The proxy's body limit for a call: an upload route's own, else the API's JSON limit. */
export function proxyBodyLimit(service: string, path: string): number {
  return (service === 'main' ? UPLOAD_LIMITS[path] : undefined) ?? JSON_BODY_LIMIT_BYTES;
}

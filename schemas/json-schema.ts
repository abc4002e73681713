import { z } from 'zod';
import { apiErrorBodySchema } from './api-error';
import { blockSchemas, layouts } from './blocks';
import { pageViewSchema } from './page-view';

/**
 * The JSON Schema documents CMS editors and the mobile apps read, keyed by their file path under
 * schemas/json/: the page view, every block layout and the API error body. Input shapes
 * (io: 'input'), since they describe what authors write.
 */
export function jsonSchemaDocuments(): Record<string, object> {
  const documents: Record<string, object> = {
    'page-view.schema.json': z.toJSONSchema(pageViewSchema, { io: 'input' }),
    'api-error.schema.json': z.toJSONSchema(apiErrorBodySchema, { io: 'input' }),
  };
  for (const layout of layouts) {
    documents[`blocks/${layout}.schema.json`] = z.toJSONSchema(blockSchemas[layout], { io: 'input' });
  }
  return documents;
}

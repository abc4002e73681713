// `npm run schemas`: writes schemas/json/ (JSON Schema for CMS editors and the apps) and the
// TypeScript types json-schema-to-typescript derives from it (checked against zod by a type test).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generatedFiles } from './schema-files';

const root = join(import.meta.dirname, '..', 'schemas', 'json');
rmSync(root, { recursive: true, force: true });
const files = await generatedFiles();
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
console.log(`wrote ${Object.keys(files).length} files to schemas/json/`);

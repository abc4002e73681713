import { IMPORT_FIELDS, type ImportMapping } from '../../schemas/entities/item-import';

const words = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Which header feeds each field: the seller's remembered choice when this file has that header,
 * else the header whose words are one of the field's aliases, else none. A header feeds one field.
 */
export function guessMapping(headers: string[], remembered: ImportMapping = {}): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const field of IMPORT_FIELDS) {
    const choice = remembered[field.key];
    if (choice && headers.includes(choice) && !taken.has(choice)) {
      mapping[field.key] = choice;
      taken.add(choice);
    }
  }
  for (const field of IMPORT_FIELDS) {
    if (field.key in mapping) continue;
    const aliases: readonly string[] = field.aliases;
    const header = headers.find((candidate) => !taken.has(candidate) && aliases.includes(words(candidate)));
    mapping[field.key] = header ?? null;
    if (header) taken.add(header);
  }
  return mapping;
}

/** The required fields no column feeds. */
export function unmappedRequiredFields(headers: string[], mapping: ImportMapping) {
  return IMPORT_FIELDS.filter((field) => field.required && !headers.includes(mapping[field.key] ?? '\u0000'));
}

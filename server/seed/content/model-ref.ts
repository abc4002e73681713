import type { Catalogue } from '../catalogue';

/** The id of a seeded model, by category slug, brand and model name; throws when the seed lacks it. */
export function modelId(catalogue: Catalogue, categorySlug: string, brandName: string, modelName: string): number {
  const category = catalogue.category(categorySlug);
  const brand = catalogue.brand(brandName);
  const model = catalogue.models.find(
    (row) => row.category_id === category.id && row.brand_id === brand.id && row.name === modelName,
  );
  if (!model) throw new Error(`No seeded model ${brandName} ${modelName} in ${categorySlug}`);
  return model.id;
}

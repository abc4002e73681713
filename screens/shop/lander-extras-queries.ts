import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine';
import { landerExtrasSchema, modelDescriptionPageSchema } from '../../schemas/cms/cms';
import type { Lander } from '../../schemas/entities/lander';
import { sanitizeHtml, type SafeHtml } from '../../ui/cms/sanitize-html';
import { sanitizeSections, type SafeSection } from '../../ui/cms/sections';

/** What the headless CMS adds to a lander (spec §2.7), sanitised; null parts have no content. */
export interface LanderExtrasData {
  model: { headline: string | null; html: SafeHtml } | null;
  extras: { title: string | null; intro: SafeHtml | null; sections: SafeSection[] } | null;
}

const extrasListSchema = z.object({ category_landers_extras: z.array(z.unknown()) });

/**
 * 'lander-{id}' from the collection category_landers_extras and, on a model lander, 'model-{id}'
 * of type model_description (with preview=1 when the page is previewed). The extras are optional:
 * a failed call or content that does not parse leaves that part out, never the lander.
 */
export function landerExtrasQuery(api: ApiClient, lander: Pick<Lander, 'id' | 'model'>, preview: boolean) {
  return queryOptions({
    queryKey: ['cms-lander-extras', lander.id, lander.model?.id ?? null, preview],
    queryFn: async (): Promise<LanderExtrasData> => {
      const [extras, model] = await Promise.all([
        api
          .get('/cms/v2/content/category_landers_extras', {
            query: { 'fields.slug': `lander-${lander.id}`, page_size: 1 },
            schema: extrasListSchema,
            ignoreErrors: true,
          })
          .then((data) => landerExtrasSchema.safeParse(data?.category_landers_extras[0]).data ?? null)
          .catch(() => null),
        lander.model
          ? api
              .get(`/cms/v2/pages/model_description/model-${lander.model.id}`, {
                query: preview ? { preview: 1 } : {},
                schema: modelDescriptionPageSchema,
                ignoreErrors: true,
              })
              .catch(() => null)
          : null,
      ]);
      return {
        model: model
          ? { headline: model.fields.headline ?? null, html: await sanitizeHtml(model.fields.description) }
          : null,
        extras: extras
          ? {
              title: extras.title ?? null,
              intro: extras.intro ? await sanitizeHtml(extras.intro) : null,
              sections: await sanitizeSections(extras.sections),
            }
          : null,
      };
    },
  });
}

/** The page is previewed (an editor checking drafts): ?preview=1. */
export function isPreview(search: URLSearchParams): boolean {
  return search.get('preview') === '1';
}

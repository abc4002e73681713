import { NotFoundError } from '../../engine';
import { platformSchema, type Platform } from '../../schemas/tile';

/** The raw block of a page view whose id is `blockId`; a 404 when there is none. */
export function blockById(blocks: readonly unknown[], blockId: string | undefined): unknown {
  const id = Number(blockId);
  const block = Number.isInteger(id)
    ? blocks.find((candidate) => (candidate as { id?: unknown } | null)?.id === id)
    : undefined;
  if (block === undefined) throw new NotFoundError(`Block ${blockId ?? ''}`);
  return block;
}

/** The apps embed blocks as mobile unless they ask for ?platform=web. */
export function webviewPlatform(search: URLSearchParams): Platform {
  const parsed = platformSchema.safeParse(search.get('platform'));
  return parsed.success ? parsed.data : 'mobile';
}

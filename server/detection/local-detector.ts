import type { Db } from '../db/db';
import { describeCatalogue, loadCatalogueModels, type CatalogueModel, type IndexEntry } from './catalogue-index';
import { describeImage, descriptorDistance, type ImageDescriptor } from './descriptors';
import { DEFAULT_CANDIDATE_COUNT, type DetectionCandidate, type Detector } from './detector';

/**
 * Confidence is a softmax over the models' distances at this temperature (a model 0.05 further than
 * another is e≈2.7 times less likely), times how close the best match is: at {@link FAR_DISTANCE}
 * or beyond nothing in the catalogue looks like the photo and every confidence is 0.
 */
const TEMPERATURE = 0.05;
const FAR_DISTANCE = 1.2;
/** Candidates below this are not suggested: a photo like nothing in the catalogue gets none. */
export const MIN_CONFIDENCE = 0.02;

export interface LocalDetector extends Detector {
  /** Builds the index now if it is not built yet; answers its size and how long the build took. */
  warmUp(): Promise<{ entries: number; models: number; buildMs: number }>;
}

interface CatalogueIndex {
  entries: IndexEntry[];
  lastModelId: number;
  buildMs: number;
}

/**
 * Nearest neighbours among the catalogue's own model images (./catalogue-index.ts). The index is
 * built on the first call in this process and extended when models are added (one `max(id)` query
 * per call); nothing is written anywhere. Build time: see ./README.md.
 */
export function createLocalDetector(db: Db): LocalDetector {
  let index: CatalogueIndex | null = null;
  let updating: Promise<CatalogueIndex> | null = null;

  const current = async (): Promise<CatalogueIndex> => {
    const [latest] = await db.query<{ id: number | null }>('SELECT max(id) AS id FROM models');
    if (index && (latest?.id ?? 0) <= index.lastModelId) return index;
    updating ??= extend(index).finally(() => (updating = null));
    return (index = await updating);
  };

  const extend = async (previous: CatalogueIndex | null): Promise<CatalogueIndex> => {
    const started = performance.now();
    const models = await loadCatalogueModels(db, previous?.lastModelId ?? 0);
    const added = await describeCatalogue(models);
    return {
      entries: [...(previous?.entries ?? []), ...added],
      lastModelId: models.at(-1)?.id ?? previous?.lastModelId ?? 0,
      buildMs: (previous?.buildMs ?? 0) + performance.now() - started,
    };
  };

  return {
    async detect(image, limit = DEFAULT_CANDIDATE_COUNT) {
      // Described first: an unreadable image fails before any index is built.
      const photo = await describeImage(image);
      return rankModels((await current()).entries, photo)
        .filter((candidate) => candidate.confidence >= MIN_CONFIDENCE)
        .slice(0, limit);
    },
    async warmUp() {
      const { entries, buildMs } = await current();
      return { entries: entries.length, models: new Set(entries.map((entry) => entry.model.id)).size, buildMs };
    },
  };
}

/** Every model once, nearest first (its closest framing counts), with its confidence. */
export function rankModels(entries: IndexEntry[], photo: ImageDescriptor): DetectionCandidate[] {
  const nearest = new Map<number, { model: CatalogueModel; distance: number }>();
  for (const entry of entries) {
    const distance = descriptorDistance(photo, entry.descriptor).total;
    const known = nearest.get(entry.model.id);
    if (!known || distance < known.distance) nearest.set(entry.model.id, { model: entry.model, distance });
  }
  const ranked = [...nearest.values()].sort((a, b) => a.distance - b.distance);
  const best = ranked[0]?.distance ?? FAR_DISTANCE;
  const closeness = Math.max(0, 1 - best / FAR_DISTANCE);
  const weights = ranked.map(({ distance }) => Math.exp(-(distance - best) / TEMPERATURE));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return ranked.map(({ model }, i) => ({
    category: { id: model.category_id, name: model.category },
    brand: { id: model.brand_id, name: model.brand },
    model: { id: model.id, name: model.name, brand_id: model.brand_id },
    confidence: Math.round((weights[i]! / total) * closeness * 1000) / 1000,
  }));
}

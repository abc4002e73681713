// Detection from the photo (issue 16 item 3): how often the local detector names the right category,
// brand and model of a seeded catalogue photo that a seller has resized, cropped and re-saved as JPEG,
// and how long one detection takes. Every model's generated photo (one of its four framings, picked
// by a seeded random) is rasterised at 320–1000 px, cropped by 0–8 % on each side, and re-encoded as
// JPEG at quality 55–85; the figures sit beside the majority guess in the same run (always answer the
// commonest category / brand; a model at random) and beside the ceiling set by models whose photos
// are the same drawing. Figures and what they mean: server/detection/README.md.
//
//   npx tsx bench/detection-accuracy.ts [--sample 490]
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { openDb } from '../server/db/pglite';
import { loadCatalogueModels, modelImageSvg, type CatalogueModel } from '../server/detection/catalogue-index';
import { createLocalDetector } from '../server/detection/local-detector';
import { ITEM_PHOTO_FRAMING_COUNT } from '../server/images/stand-ins/item-image';
import { prepareDatabase } from '../server/prepare-database';
import { createRandom, type Random } from '../server/seed/random';
import { DEVELOPMENT_SEED } from '../server/seed/seed-plan';
import { unlikeProbes, type ProbeResult } from './detection-probes';
import { median } from './measure';

type Part = 'category' | 'brand' | 'model';
const PARTS: Part[] = ['category', 'brand', 'model'];

export interface DetectionAccuracy {
  photos: number;
  models: number;
  buildMs: number;
  /** CPU time of the build (all threads): steadier than the wall time on a busy machine. */
  buildCpuMs: number;
  detectMs: { p50: number; p95: number };
  /** Share of photos whose right answer is the first candidate / among the three. */
  top1: Record<Part, number>;
  top3: Record<Part, number>;
  /** The same shares for the majority guess (commonest category / brand, a model at random). */
  baseline: { top1: Record<Part, number>; top3: Record<Part, number> };
  /** Share of models drawn exactly like a model of another category (no picture tells them apart). */
  sameDrawingShare: number;
  /** Photos unlike the index's drawings (see {@link unlikeProbes}). */
  probes: ProbeResult;
}

export async function detectionAccuracyBench({ sample }: { sample?: number } = {}): Promise<DetectionAccuracy> {
  const db = await openDb();
  try {
    await prepareDatabase(db, { itemCount: 200, seed: DEVELOPMENT_SEED });
    const detector = createLocalDetector(db);
    const cpuBefore = process.cpuUsage();
    const { buildMs } = await detector.warmUp();
    const cpu = process.cpuUsage(cpuBefore);
    const models = await loadCatalogueModels(db);
    const random = createRandom(16);
    const picked = sample && sample < models.length ? pickSome(models, sample, random) : models;
    const hits = { top1: counts(), top3: counts() };
    const times: number[] = [];
    for (const model of picked) {
      const photo = await sellerCopy(model, random);
      const started = performance.now();
      const candidates = await detector.detect(photo);
      times.push(performance.now() - started);
      for (const part of PARTS) {
        const rank = candidates.findIndex((candidate) => partId(candidate, part) === trueId(model, part));
        if (rank === 0) hits.top1[part]++;
        if (rank >= 0 && rank < 3) hits.top3[part]++;
      }
    }
    const share = (tally: Record<Part, number>) =>
      Object.fromEntries(PARTS.map((part) => [part, tally[part] / picked.length])) as Record<Part, number>;
    const sorted = [...times].sort((a, b) => a - b);
    return {
      photos: picked.length,
      models: models.length,
      buildMs,
      buildCpuMs: (cpu.user + cpu.system) / 1000,
      detectMs: { p50: median(times), p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0 },
      top1: share(hits.top1),
      top3: share(hits.top3),
      baseline: majorityBaseline(models),
      sameDrawingShare: sameDrawingShare(models),
      probes: await unlikeProbes(detector, picked, random),
    };
  } finally {
    await db.close();
  }
}

export function printDetectionAccuracy(result: DetectionAccuracy): void {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`.padStart(7);
  console.log(
    `\nDetection from the photo: ${result.photos} catalogue photos of ${result.models} models, resized, cropped, JPEG re-encoded`,
  );
  console.log(
    `  index built in ${(result.buildMs / 1000).toFixed(2)} s, ${(result.buildCpuMs / 1000).toFixed(2)} s of CPU (${result.models} models × 4 framings)`,
  );
  console.log('             top-1 (majority guess, ratio)       top-3 (majority guess, ratio)');
  for (const part of PARTS) {
    const cell = (found: number, base: number) => `${percent(found)} (${percent(base)}, ×${(found / base).toFixed(1)})`;
    console.log(
      `  ${part.padEnd(9)} ${cell(result.top1[part], result.baseline.top1[part])}   ${cell(result.top3[part], result.baseline.top3[part])}`,
    );
  }
  console.log(
    `  ceiling: ${percent(result.sameDrawingShare)} of models are drawn exactly like a model of another category`,
  );
  const { unlettered, noise } = result.probes;
  console.log(
    `  unlike the index: ${unlettered.photos} drawings without lettering: right category in the top 3 ${percent(unlettered.categoryTop3)}, no suggestion ${percent(unlettered.answeredNone)}; ${noise.photos} noise images: no suggestion ${percent(noise.answeredNone)}`,
  );
  console.log(
    `  time per detection (decode + describe + compare): p50 ${result.detectMs.p50.toFixed(1)} ms, p95 ${result.detectMs.p95.toFixed(1)} ms`,
  );
}

/** What a seller's copy of the photo looks like: another size, a crop, JPEG at a middling quality. */
async function sellerCopy(model: CatalogueModel, random: Random): Promise<Buffer> {
  const photo = random.int(1, ITEM_PHOTO_FRAMING_COUNT);
  const size = random.int(320, 1000);
  const png = await sharp(Buffer.from(modelImageSvg(model, photo)), { density: (72 * size) / 400 })
    .png()
    .toBuffer();
  const cut = () => Math.floor(size * random.between(0, 0.08));
  const [left, top, right, bottom] = [cut(), cut(), cut(), cut()];
  return sharp(png)
    .extract({ left, top, width: size - left - right, height: size - top - bottom })
    .jpeg({ quality: random.int(55, 85) })
    .toBuffer();
}

function partId(
  candidate: { category: { id: number }; brand: { id: number } | null; model: { id: number } | null },
  part: Part,
) {
  return part === 'category' ? candidate.category.id : part === 'brand' ? candidate.brand?.id : candidate.model?.id;
}

function trueId(model: CatalogueModel, part: Part): number {
  return part === 'category' ? model.category_id : part === 'brand' ? model.brand_id : model.id;
}

function counts(): Record<Part, number> {
  return { category: 0, brand: 0, model: 0 };
}

/** Always answering the commonest categories / brands of the catalogue's models; a model at random. */
function majorityBaseline(models: CatalogueModel[]): DetectionAccuracy['baseline'] {
  const topShares = (key: (model: CatalogueModel) => number, k: number) => {
    const tally = new Map<number, number>();
    for (const model of models) tally.set(key(model), (tally.get(key(model)) ?? 0) + 1);
    const sorted = [...tally.values()].sort((a, b) => b - a);
    return sorted.slice(0, k).reduce((sum, count) => sum + count, 0) / models.length;
  };
  return {
    top1: {
      category: topShares((m) => m.category_id, 1),
      brand: topShares((m) => m.brand_id, 1),
      model: 1 / models.length,
    },
    top3: {
      category: topShares((m) => m.category_id, 3),
      brand: topShares((m) => m.brand_id, 3),
      model: 3 / models.length,
    },
  };
}

function sameDrawingShare(models: CatalogueModel[]): number {
  const drawing = (model: CatalogueModel) => [model.brand, model.name, model.color, model.glyph].join('\u0000');
  const categoriesByDrawing = new Map<string, Set<number>>();
  for (const model of models)
    categoriesByDrawing.set(
      drawing(model),
      (categoriesByDrawing.get(drawing(model)) ?? new Set()).add(model.category_id),
    );
  return models.filter((model) => categoriesByDrawing.get(drawing(model))!.size > 1).length / models.length;
}

function pickSome<T>(values: T[], count: number, random: Random): T[] {
  const pool = [...values];
  return Array.from({ length: count }, () => pool.splice(random.int(0, pool.length - 1), 1)[0]!);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { sample: { type: 'string' } } });
  printDetectionAccuracy(await detectionAccuracyBench({ sample: values.sample ? Number(values.sample) : undefined }));
}

// Photos unlike the detector's index, for bench/detection-accuracy.ts: what it answers when the
// lettering is missing, and when there is no drawing at all.
import sharp from 'sharp';
import { modelImageSvg, type CatalogueModel } from '../server/detection/catalogue-index';
import type { Detector } from '../server/detection/detector';
import { ITEM_PHOTO_FRAMING_COUNT } from '../server/images/stand-ins/item-image';
import type { Random } from '../server/seed/random';

export interface ProbeResult {
  /** The drawing without its lettering: share with the right category among the candidates, share with none. */
  unlettered: { photos: number; categoryTop3: number; answeredNone: number };
  /** Noise over gradients (no drawing at all): share answered with no candidates. */
  noise: { photos: number; answeredNone: number };
}

/**
 * How the detector answers photos unlike its drawings: every 4th model's drawing with the brand and
 * model lettering left out (the nearest a photo of the gear itself could come), and 20 images of
 * noise over gradients (nothing like the catalogue).
 */
export async function unlikeProbes(detector: Detector, models: CatalogueModel[], random: Random): Promise<ProbeResult> {
  const unlettered = { photos: 0, categoryTop3: 0, answeredNone: 0 };
  for (const model of models.filter((_, index) => index % 4 === 0)) {
    const svg = modelImageSvg(model, random.int(1, ITEM_PHOTO_FRAMING_COUNT)).replace(/<text[^>]*>[^<]*<\/text>/g, '');
    const candidates = await detector.detect(await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer());
    unlettered.photos++;
    if (candidates.some((candidate) => candidate.category.id === model.category_id)) unlettered.categoryTop3++;
    if (candidates.length === 0) unlettered.answeredNone++;
  }
  const noise = { photos: 20, answeredNone: 0 };
  for (let i = 0; i < noise.photos; i++) {
    const pixels = Buffer.alloc(300 * 300 * 3);
    for (let p = 0; p < pixels.length; p++) pixels[p] = Math.floor(random.next() * 90 + ((p * (i + 1)) % 900) / 6);
    const photo = await sharp(pixels, { raw: { width: 300, height: 300, channels: 3 } })
      .jpeg()
      .toBuffer();
    if ((await detector.detect(photo)).length === 0) noise.answeredNone++;
  }
  return {
    unlettered: {
      ...unlettered,
      categoryTop3: unlettered.categoryTop3 / unlettered.photos,
      answeredNone: unlettered.answeredNone / unlettered.photos,
    },
    noise: { ...noise, answeredNone: noise.answeredNone / noise.photos },
  };
}

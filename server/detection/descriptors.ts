import { decodePhoto, type RawImage } from './decode';

/**
 * What the detector compares, each part something a person can look at:
 * - `paper` and `ink`: the background colour and the colour of the strokes (the sport's colour);
 * - `shape`: where the ink lies in the upper part of the drawing (the category's glyph), on a grid;
 * - `text`: where the ink lies in the lower strip (the brand and model lettering), on a wider grid.
 * Grids are taken inside the content box (everything that differs from the background), so a photo
 * cropped or scaled around the drawing gives the same grids; each grid is centred and scaled to unit
 * length, so only its pattern counts, not its contrast.
 */
export interface ImageDescriptor {
  paper: [number, number, number];
  ink: [number, number, number];
  shape: Float32Array;
  text: Float32Array;
}

const SHAPE_GRID = { width: 20, height: 20 };
const TEXT_GRID = { width: 64, height: 12 };
/** The share of the content box, from the top, that holds the drawing; the rest is lettering. */
const DRAWING_SHARE = 0.76;
/** Distance from the background (0–441 in RGB) above which a pixel counts as content. */
const CONTENT_THRESHOLD = 14;

/** Throws `UnreadableImageError` (./decode.ts) for bytes that are no photo. */
export async function describeImage(bytes: Uint8Array): Promise<ImageDescriptor> {
  return describePixels(await decodePhoto(bytes));
}

export function describePixels({ data, width, height }: RawImage): ImageDescriptor {
  const paper = borderMedian(data, width, height);
  const inkLevel = new Float32Array(width * height);
  for (let i = 0; i < inkLevel.length; i++) {
    const dr = data[i * 3]! - paper[0];
    const dg = data[i * 3 + 1]! - paper[1];
    const db = data[i * 3 + 2]! - paper[2];
    inkLevel[i] = Math.sqrt(dr * dr + dg * dg + db * db);
  }
  const box = contentBox(inkLevel, width, height);
  const split = box.top + (box.bottom - box.top) * DRAWING_SHARE;
  return {
    paper: paper.map((value) => value / 255) as [number, number, number],
    ink: inkColour(data, inkLevel),
    shape: normalise(sampleGrid(inkLevel, width, { ...box, bottom: split }, SHAPE_GRID)),
    text: normalise(sampleGrid(inkLevel, width, { ...box, top: split }, TEXT_GRID)),
  };
}

export interface DescriptorDistance {
  colour: number;
  shape: number;
  text: number;
  total: number;
}

/** How much each part weighs in the total: the lettering tells models apart, so it counts most. */
export const DISTANCE_WEIGHTS = { colour: 1, shape: 1, text: 1.5 };

/** 0 for the same picture; colour in RGB units (0–1 a channel), shape and text as (1 − cosine) / 2. */
export function descriptorDistance(a: ImageDescriptor, b: ImageDescriptor): DescriptorDistance {
  const colour = euclid(a.ink, b.ink) + 0.5 * euclid(a.paper, b.paper);
  const shape = (1 - dot(a.shape, b.shape)) / 2;
  const text = (1 - dot(a.text, b.text)) / 2;
  const total = DISTANCE_WEIGHTS.colour * colour + DISTANCE_WEIGHTS.shape * shape + DISTANCE_WEIGHTS.text * text;
  return { colour, shape, text, total };
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Per-channel median of the outermost pixels: the background, whatever the drawing. */
function borderMedian(data: Uint8Array, width: number, height: number): [number, number, number] {
  const channels: number[][] = [[], [], []];
  const add = (x: number, y: number) => {
    for (let c = 0; c < 3; c++) channels[c]!.push(data[(y * width + x) * 3 + c]!);
  };
  for (let x = 0; x < width; x++) {
    add(x, 0);
    add(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    add(0, y);
    add(width - 1, y);
  }
  return channels.map((values) => values.sort((a, b) => a - b)[values.length >> 1]!) as [number, number, number];
}

/** Rows and columns with content (≥ 1 % of their pixels); the whole image when too little is found. */
function contentBox(inkLevel: Float32Array, width: number, height: number): Box {
  const rows = new Array<number>(height).fill(0);
  const columns = new Array<number>(width).fill(0);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (inkLevel[y * width + x]! > CONTENT_THRESHOLD) {
        rows[y]!++;
        columns[x]!++;
      }
  const span = (counts: number[], minimum: number): [number, number] => {
    const first = counts.findIndex((count) => count >= minimum);
    const last = counts.findLastIndex((count) => count >= minimum);
    return first < 0 ? [0, counts.length] : [first, last + 1];
  };
  const [top, bottom] = span(rows, Math.max(1, width * 0.01));
  const [left, right] = span(columns, Math.max(1, height * 0.01));
  if (bottom - top < height * 0.2 || right - left < width * 0.2)
    return { left: 0, top: 0, right: width, bottom: height };
  return { left, top, right, bottom };
}

/** Mean ink level over each cell of a grid laid on `box` (fractional cell edges, area-weighted). */
function sampleGrid(
  inkLevel: Float32Array,
  width: number,
  box: Box,
  grid: { width: number; height: number },
): Float32Array {
  const cells = new Float32Array(grid.width * grid.height);
  const weights = new Float32Array(cells.length);
  const cellWidth = (box.right - box.left) / grid.width;
  const cellHeight = (box.bottom - box.top) / grid.height;
  for (let y = Math.floor(box.top); y < Math.ceil(box.bottom); y++) {
    const gy = Math.min(grid.height - 1, Math.floor((y + 0.5 - box.top) / cellHeight));
    if (gy < 0) continue;
    for (let x = box.left; x < box.right; x++) {
      const gx = Math.min(grid.width - 1, Math.floor((x + 0.5 - box.left) / cellWidth));
      cells[gy * grid.width + gx]! += inkLevel[y * width + x]!;
      weights[gy * grid.width + gx]!++;
    }
  }
  return cells.map((sum, i) => (weights[i] ? sum / weights[i]! : 0));
}

/** Centred and scaled to unit length (all zeros stay zeros). */
function normalise(values: Float32Array): Float32Array {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const centred = values.map((value) => value - mean);
  const length = Math.sqrt(dot(centred, centred));
  return length > 0 ? centred.map((value) => value / length) : centred;
}

/** The mean colour of the strongest strokes: pixels at ≥ 60 % of the (99th-percentile) ink level. */
function inkColour(data: Uint8Array, inkLevel: Float32Array): [number, number, number] {
  // Ink levels are 0–442: a histogram finds the percentile without sorting every pixel.
  const histogram = new Uint32Array(443);
  for (const level of inkLevel) histogram[Math.round(level)]!++;
  let percentile = 0;
  for (let seen = 0; percentile < histogram.length; percentile++) {
    seen += histogram[percentile]!;
    if (seen >= inkLevel.length * 0.99) break;
  }
  const strong = Math.max(1, percentile * 0.6);
  const sum = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < inkLevel.length; i++) {
    if (inkLevel[i]! < strong) continue;
    for (let c = 0; c < 3; c++) sum[c]! += data[i * 3 + c]!;
    count++;
  }
  return sum.map((value) => (count ? value / count / 255 : 1)) as [number, number, number];
}

function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

function euclid(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}

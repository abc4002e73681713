import type { Listing } from '../../../schemas/entities/listing';
import { MAX_ITEM_PHOTOS } from '../../../schemas/requests/item-draft';

/** A stored photo of a listing. */
export type ItemImage = Listing['images'][number];

/** One photo of the photos step: stored (on the listing or just uploaded), on its way up, or refused. */
export type Photo =
  | { key: string; state: 'stored'; image: ItemImage; name: string; loose: boolean }
  | { key: string; state: 'uploading'; name: string; progress: number }
  | { key: string; state: 'failed'; name: string; error: string };

/** The largest photo the server takes (issue 16). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Why a file cannot be a photo before it is sent (the server checks the bytes again), or null. */
export function refusal(file: File): string | null {
  if (/heic|heif/i.test(file.type) || /\.(heic|heif)$/i.test(file.name))
    return `${file.name}: HEIC photos cannot be used. Choose JPEG ('Most Compatible') in your camera settings.`;
  if (file.type && !TYPES.has(file.type)) return `${file.name} is not a JPEG, PNG or WebP image.`;
  if (file.size > MAX_PHOTO_BYTES) return `${file.name} is larger than 15 MB.`;
  return null;
}

/** Photos that count towards the limit of 12: all but the refused ones. */
export const counted = (photos: readonly Photo[]) => photos.filter((photo) => photo.state !== 'failed').length;

/** How many more photos fit. */
export const roomLeft = (photos: readonly Photo[]) => Math.max(0, MAX_ITEM_PHOTOS - counted(photos));

/** The list with the photo at `from` moved to `to` (drag and drop, Move left / right, Make primary). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [photo] = next.splice(from, 1);
  next.splice(to, 0, photo!);
  return next;
}

/** The stored photos in order, as the save sends them (`item.images`: the first is the primary photo). */
export const storedImages = (photos: readonly Photo[]) =>
  photos.flatMap((photo) => (photo.state === 'stored' ? [{ id: photo.image.id }] : []));

import type { ItemDetail } from '../../../schemas/entities/item-detail';

/** One of the item's photos, as the item page's API answer holds it. */
export type GalleryPhoto = NonNullable<ItemDetail['images']>[number];

/** The accessible name of one photo: the item's name, and which photo it is when there are several. */
export const photoAlt = (name: string, index: number, count: number) =>
  count > 1 ? `${name}, photo ${index + 1} of ${count}` : name;

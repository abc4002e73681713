import { expect, it } from 'vitest';
import { itemSchema, type Item } from '../../schemas/entities/item';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import { setItemImages } from '../images/item-images';
import { makeRenditions } from '../images/renditions';
import { storePhoto } from '../images/uploads';
import { solidImage } from '../testing/photos';
import { getData, requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const SELLER = 1002;

describeEachDriver("an item's photos", (driver) => {
  const context = useSeededApp(driver);

  it('are its uploaded photos in their order wherever items are shown: item page, search, locker, inbox', async () => {
    // The first has a swap, so it is in the seller's inbox too.
    const [item, other] = await context.db.query<{ id: number }>(
      `SELECT i.id FROM items i WHERE i.seller_id = $1 AND i.state = 'available'
       ORDER BY EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id) DESC, i.id LIMIT 2`,
      [SELLER],
    );
    const png = await makeRenditions(await solidImage('png'));
    const [first, second] = [await storePhoto(context.db, SELLER, png), await storePhoto(context.db, SELLER, png)];
    await setItemImages(context.db, item!.id, SELLER, [second.id, first.id]);
    const uploaded = {
      primary_image: { edge_url: second.small_url },
      images: [second, first].map(({ id, small_url, large_url }) => ({ id, small_url, large_url })),
    };

    const page = itemDetailSchema.parse(await getData(context.app, `/v1/items/${item!.id}`));
    expect(page).toMatchObject(uploaded);
    const [found] = await getData<Item[]>(context.app, `/v1/items?include_ids=${item!.id}`);
    expect(itemSchema.parse(found)).toMatchObject(uploaded);
    const locker = await getData<Item[]>(context.app, '/v1/items?seller=demo_seller&page_size=100');
    expect(locker.find((entry) => entry.id === item!.id)).toMatchObject(uploaded);

    const inbox = (await requestAs(context.app, 'GET', '/v2/swaps?type=sell&page_size=100', SELLER)).body as {
      data: { item: { id: number; primary_image: unknown } }[];
    };
    expect(inbox.data.find((swap) => swap.item.id === item!.id)?.item.primary_image).toEqual(uploaded.primary_image);

    // An item without uploads keeps its generated photos.
    const plain = locker.find((entry) => entry.id === other!.id)!;
    expect(plain.primary_image).toEqual({ edge_url: `/media/items/${other!.id}/1.svg` });
    expect(plain.images?.[0]).toEqual({
      id: other!.id * 10 + 1,
      small_url: `/media/items/${other!.id}/1.svg`,
      large_url: `/media/items/${other!.id}/1.svg`,
    });
  });
});

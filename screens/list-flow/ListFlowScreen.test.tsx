import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../engine/testing';
import { DRAFT_CHANNEL } from './draft-channel';
import { CHANGED_ELSEWHERE, OVERWROTE_NEWER } from './ListFlow';
import { COMPLETE, FakeUpload, photo, PHOTOS_ONLY, pngFile, renderFlow, savedAs } from './test-support';

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('/items/new and /items/{id}: the list flow', () => {
  it('asks a guest to log in to start listing, and sends nothing', async () => {
    const { calls } = renderFlow('/items/new', {}, { viewer: null });
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(within(dialog).getByText('Log in to start listing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in to start listing' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('uploads photos with their progress, reorders them, and saves the draft at /items/{id} on Continue', async () => {
    const user = userEvent.setup();
    const { bodies, calls, location } = renderFlow('/items/new?src=header', {
      'POST /v1/items': ({ body }) =>
        json(
          {
            data: savedAs(PHOTOS_ONLY, {
              images: (body as { item: { images: { id: number }[] } }).item.images.map(({ id }) => photo(id)),
            }),
          },
          201,
        ),
      'GET /v1/items/7/edit': { data: PHOTOS_ONLY },
      'POST /discovery/jobs/v1/detect': { data: { candidates: [] } },
      'DELETE /v1/images/:id': () => new Response(null, { status: 204 }),
    });
    expect(await heading('Photos')).toHaveFocus();
    await user.upload(screen.getByLabelText('Add photos'), [pngFile('front.png'), pngFile('back.png')]);
    const [front, back] = FakeUpload.sent;
    expect(front!.url).toBe('/api/proxy/main/v1/images');
    expect(front!.body!.get('image')).toBeInstanceOf(File);
    expect(front!.headers['x-ks-client-type']).toBe('WEB');
    act(() => front!.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading front.png' })).toHaveAttribute('value', '40');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByText('Wait for the photos to finish uploading.')).toBeInTheDocument();
    act(() => front!.answer(201, { data: { ...photo(101), width: 1600, height: 1200 } }));
    act(() => back!.answer(201, { data: { ...photo(102), width: 1600, height: 1200 } }));
    expect(await screen.findByRole('img', { name: 'Photo 1, primary' })).toHaveAttribute('src', photo(101).small_url);

    // By keyboard: the moved photo keeps the focus on its buttons, and the move is announced.
    screen.getByRole('button', { name: 'Move photo 1 right' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'Photo 1, primary' })).toHaveAttribute('src', photo(102).small_url);
    expect(screen.getByRole('button', { name: 'Move photo 2 left' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'Photo 1, primary' })).toHaveAttribute('src', photo(101).small_url);
    await user.click(screen.getByRole('button', { name: 'Make photo 2 the primary photo' }));
    expect(screen.getByText('Photo 2 moved to position 1, the primary photo.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1, primary' })).toHaveAttribute('src', photo(102).small_url);
    expect(screen.getByRole('button', { name: 'Move photo 1 right' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    expect(screen.queryByRole('img', { name: 'Photo 2' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.call === 'DELETE /v1/images/101')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(bodies('POST /v1/items')).toEqual([{ item: { images: [{ id: 102 }], src: 'header' } }]);
    await waitFor(() => expect(location.history.at(-1)).toBe('/items/7?step=category'));
    expect(location.history).not.toContain('/items/new?src=header?step=photos');
    expect(await heading('Category')).toHaveFocus();
    // Detection looked at the first photo as it arrived, and the category step asks about the primary one.
    await waitFor(() =>
      expect(bodies('POST /discovery/jobs/v1/detect')).toEqual([
        { uri: photo(101).large_url },
        { uri: photo(102).large_url },
      ]),
    );
  });

  it('refuses more than 12 photos and files that are no photos, saying why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderFlow('/items/new', {});
    await heading('Photos');
    const files = [pngFile('notes.pdf', 'application/pdf'), pngFile('phone.heic', 'image/heic')];
    files.push(...Array.from({ length: 12 }, (_, index) => pngFile(`p${index}.png`)));
    await user.upload(screen.getByLabelText('Add photos'), files);
    expect(screen.getByText('You can add up to 12 photos: 2 were not added.')).toBeInTheDocument();
    expect(screen.getByText('notes.pdf is not a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(screen.getByText(/phone.heic: HEIC photos cannot be used/)).toBeInTheDocument();
    // Three go at once (the host takes at most 4 uploads at a time from one address); each answer sends the next.
    const sentNames = () => FakeUpload.sent.map((upload) => (upload.body!.get('image') as File).name);
    expect(sentNames()).toEqual(['p0.png', 'p1.png', 'p2.png']);
    act(() =>
      FakeUpload.sent[0]!.answer(415, {
        errors: [{ message: 'The file is not a JPEG, PNG or WebP image', code: 'invalid', field: 'image' }],
      }),
    );
    expect(await screen.findByText('p0.png: The file is not a JPEG, PNG or WebP image')).toBeInTheDocument();
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(4));
    expect(sentNames()[3]).toBe('p3.png');
    for (let answered = 1; answered < 10; answered++) {
      await waitFor(() => expect(FakeUpload.sent.length).toBeGreaterThan(answered));
      expect(FakeUpload.sent.length).toBeLessThanOrEqual(answered + 3);
      act(() =>
        FakeUpload.sent[answered]!.answer(201, { data: { ...photo(200 + answered), width: 1600, height: 1200 } }),
      );
    }
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Photo \d+/ })).toHaveLength(9));
    expect(FakeUpload.sent).toHaveLength(10);
  });

  it('says Add at least one photo on Continue without one', async () => {
    const user = userEvent.setup();
    const { calls } = renderFlow('/items/new', {});
    await heading('Photos');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Add at least one photo')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('resumes a draft at its first incomplete step, marked in the step list', async () => {
    renderFlow('/items/7', { 'GET /v1/items/7/edit': { data: { ...COMPLETE, list_price: null, parcel: null } } });
    expect(await heading('Price')).toHaveFocus();
    const steps = screen.getByRole('navigation', { name: 'Listing steps' });
    expect(within(steps).getByRole('link', { current: 'step' })).toHaveTextContent('Price');
    expect(within(steps).getByRole('link', { name: 'Photos' })).toHaveAttribute('href', '/items/7?step=photos');
    expect(within(steps).queryByRole('link', { name: 'Shipping' })).not.toBeInTheDocument();
    expect(screen.getByText('Step 7 of 9')).toBeInTheDocument();
  });

  it('copies an item for ?duplicate_id and continues the copy at /items/{newId}', async () => {
    const { calls, location } = renderFlow('/items/new?duplicate_id=7', {
      'POST /v1/items/7/duplicate': () => json({ data: { ...COMPLETE, id: 8 } }, 201),
      'GET /v1/items/8/edit': { data: { ...COMPLETE, id: 8 } },
    });
    expect(await heading('Review and publish')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/items/8');
    expect(calls.filter((call) => call.call === 'POST /v1/items/7/duplicate')).toHaveLength(1);
  });

  it('starts a draft from ?prefill_data=1 and its fields, with src', async () => {
    const search =
      'prefill_data=1&name=Titleist+TSR2+Driver&category_ids[]=1&category_ids[]=2&category_ids[]=3&model_id=12&list_price=230&details[brand][]=5&details[condition][]=2&src=value_guide';
    const { bodies, location } = renderFlow(`/items/new?${search}`, {
      'POST /v1/items': () => json({ data: { ...PHOTOS_ONLY, id: 9 } }, 201),
      'GET /v1/items/9/edit': { data: { ...PHOTOS_ONLY, id: 9 } },
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/items/9'));
    expect(bodies('POST /v1/items')).toEqual([
      {
        item: {
          name: 'Titleist TSR2 Driver',
          category_ids: [1, 2, 3],
          model_id: 12,
          list_price: 230,
          details: [
            { slug: 'brand', values: [{ id: 5 }] },
            { slug: 'condition', values: [{ id: 2 }] },
          ],
          src: 'value_guide',
        },
      },
    ]);
  });

  it('says when the copy fails, and offers another try', async () => {
    renderFlow('/items/new?duplicate_id=99', { 'POST /v1/items/99/duplicate': 403 });
    expect(await screen.findByText('The item could not be copied.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an empty listing instead' })).toHaveAttribute('href', '/items/new');
  });

  it('names a draft List an item and a published item Edit your item, in the page title too', async () => {
    renderFlow('/items/7', { 'GET /v1/items/7/edit': { data: { ...COMPLETE, state: 'available' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your item' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Edit your item/));
    expect(screen.getByRole('button', { name: 'View item' })).toBeInTheDocument();
  });

  it("refuses another seller's item", async () => {
    renderFlow('/items/7', { 'GET /v1/items/7/edit': 403 });
    expect(await screen.findByText('This item is not yours: only its seller can edit it.')).toBeInTheDocument();
  });

  it('hears a save of the same draft in another tab, and reloads it', async () => {
    let version = 3;
    const { calls } = renderFlow('/items/7', {
      'GET /v1/items/7/edit': () => json({ data: { ...COMPLETE, version } }),
    });
    await heading('Review and publish');
    version = 5;
    const otherTab = new BroadcastChannel(DRAFT_CHANNEL);
    otherTab.postMessage({ type: 'saved', id: 8, version: 9 });
    otherTab.postMessage({ type: 'saved', id: 7, version: 5 });
    expect(await screen.findByText(CHANGED_ELSEWHERE)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.call === 'GET /v1/items/7/edit')).toHaveLength(2));
    otherTab.close();
  });

  it('says so when its save replaced a newer one (overwrote_newer)', async () => {
    const user = userEvent.setup();
    const { bodies } = renderFlow('/items/7?step=title', {
      'GET /v1/items/7/edit': { data: COMPLETE },
      'PUT /v1/items/7': {
        data: { ...savedAs(COMPLETE, { name: 'Titleist TSR2 10.5° Driver' }), version: 6, overwrote_newer: true },
      },
    });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Titleist TSR2 10.5° Driver');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(OVERWROTE_NEWER)).toBeInTheDocument();
    expect(bodies('PUT /v1/items/7')).toEqual([{ item: { name: 'Titleist TSR2 10.5° Driver', version: 3 } }]);
  });
});

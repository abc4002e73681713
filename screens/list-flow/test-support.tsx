import { Suspense } from 'react';
import { Route, useLocation } from 'wouter';
import { fakeApi, MEMBER, renderWithEngine, type FakeRoutes, type TestViewer } from '../../engine/testing';
import type { Category } from '../../schemas/entities/category';
import type { ListFlowDetail, Listing } from '../../schemas/entities/listing';
import ListFlowScreen from './ListFlowScreen';

const category = (id: number, name: string, slug: string, children?: Category[]): Category => ({
  id,
  name,
  slug,
  url: `/shop/${slug}`,
  children,
});
export const TREE = [
  category(1, 'Golf', 'golf', [category(2, 'Clubs', 'golf/clubs', [category(3, 'Drivers', 'golf/clubs/drivers')])]),
  category(10, 'Hockey', 'hockey', [category(11, 'Sticks', 'hockey/sticks')]),
];

export const DRIVERS = { id: 3, name: 'Drivers', slug: 'golf/clubs/drivers', title_name: 'Driver' };
const TITLEIST = { id: 5, slug: 'titleist', name: 'Titleist' };
const USED = { id: 2, slug: 'used', name: 'Used' };
/** An upload's URL key as the API makes them (43 base64url characters; nothing in it is the id). */
const uploadKey = (id: number) => `pHoToKeY${id}`.padEnd(43, 'x');
export const photo = (id: number) => ({
  id,
  small_url: `/media/uploads/${uploadKey(id)}/small.webp`,
  large_url: `/media/uploads/${uploadKey(id)}/large.webp`,
});

/** The list-flow details of Drivers: brand and condition, a required hand and a loft priced by the guide. */
export const DETAILS: ListFlowDetail[] = [
  {
    slug: 'brand',
    name: 'Brand',
    required: true,
    value_guides_required: false,
    values: [TITLEIST, { id: 6, slug: 'callaway', name: 'Callaway' }],
  },
  {
    slug: 'condition',
    name: 'Condition',
    required: true,
    value_guides_required: true,
    values: [{ id: 1, slug: 'new', name: 'New' }, USED],
  },
  {
    slug: 'hand',
    name: 'Hand',
    required: true,
    value_guides_required: false,
    values: [
      { id: 21, slug: 'right', name: 'Right' },
      { id: 22, slug: 'left', name: 'Left' },
    ],
  },
  {
    slug: 'loft',
    name: 'Loft',
    required: false,
    value_guides_required: false,
    values: [{ id: 31, slug: '10-5', name: '10.5°' }],
  },
];

/** A draft with every step done (the review step is where it resumes). */
export const COMPLETE: Listing = {
  id: 7,
  state: 'draft',
  url: '/gear/7',
  name: 'Titleist TSR2 Driver',
  category_ids: [1, 2, 3],
  categories: [
    { id: 1, name: 'Golf', slug: 'golf', title_name: 'Golf' },
    { id: 2, name: 'Clubs', slug: 'golf/clubs', title_name: 'Club' },
    DRIVERS,
  ],
  model: { id: 12, name: 'TSR2', brand_id: 5 },
  details: [
    { slug: 'brand', name: 'Brand', values: [TITLEIST] },
    { slug: 'condition', name: 'Condition', values: [USED] },
    { slug: 'hand', name: 'Hand', values: [{ id: 21, slug: 'right', name: 'Right' }] },
  ],
  description: 'Lightly used, with head cover.',
  list_price: 230,
  images: [photo(101), photo(102)],
  parcel: { id: 40, length: 48, width: 8, height: 6, weight: 4 },
  accepts_offers: true,
  quantity: 1,
  version: 3,
  updated_at: '2026-11-20T10:00:00.000Z',
  published_at: null,
};

/** A draft with photos and nothing else. */
export const PHOTOS_ONLY: Listing = {
  ...COMPLETE,
  name: '',
  category_ids: [],
  categories: [],
  model: null,
  details: [],
  description: '',
  list_price: null,
  parcel: null,
  version: 1,
};

/** The answer of a save: the listing with the payload's fields applied as the server would (names aside). */
export const savedAs = (listing: Listing, changes: Partial<Listing>): Listing => ({
  ...listing,
  ...changes,
  version: listing.version + 1,
});

/** /items/{path} for a signed-in seller (or `viewer`), over `routes` plus the category tree and the details. */
export function renderFlow(path: string, routes: FakeRoutes, { viewer = MEMBER }: { viewer?: TestViewer | null } = {}) {
  const { api, calls } = fakeApi({
    'GET /v1/categories': { data: TREE },
    'GET /v1/details': { data: DETAILS },
    ...routes,
  });
  const rendered = renderWithEngine(
    <Suspense fallback={<p>Loading</p>}>
      <Routed />
    </Suspense>,
    { path, api, ...(viewer ? { signedInAs: viewer } : {}) },
  );
  const bodies = (call: string) => calls.filter((entry) => entry.call === call).map((entry) => entry.body);
  return { ...rendered, calls, bodies };
}

/** The screen as the host mounts it: params from the path, a fresh screen for each new path. */
function Routed() {
  const [path] = useLocation();
  return <Route path="/items/:id">{(params) => <ListFlowScreen key={path} params={params} />}</Route>;
}

/** XMLHttpRequest as the photo upload uses it, driven by the test: `progress(…)` then `answer(…)`. */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** A file as the picker gives it. */
export const pngFile = (name: string, type = 'image/png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

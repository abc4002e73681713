import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload, photo, pngFile } from '../test-support';
import { moved, refusal } from './photo-list';
import { uploadPhoto } from './upload-photo';

describe('photos', () => {
  it('moved puts one photo elsewhere and keeps the others in order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });

  it('refusal says why a file is no photo before it is sent', () => {
    expect(refusal(pngFile('a.png'))).toBeNull();
    expect(refusal(pngFile('a.jpg', 'image/jpeg'))).toBeNull();
    expect(refusal(pngFile('noname', ''))).toBeNull();
    expect(refusal(pngFile('a.gif', 'image/gif'))).toBe('a.gif is not a JPEG, PNG or WebP image.');
    expect(refusal(pngFile('IMG_1.HEIC', ''))).toMatch(/^IMG_1.HEIC: HEIC photos cannot be used/);
    expect(refusal(pngFile('big.jpg', 'image/jpeg', 15 * 1024 * 1024 + 1))).toBe('big.jpg is larger than 15 MB.');
  });
});

describe('uploadPhoto', () => {
  beforeEach(() => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file as multipart field image with the API headers, reports progress and resolves to the photo', async () => {
    const progress: number[] = [];
    const done = uploadPhoto(pngFile('a.png'), {
      headers: { authorization: 'Bearer t' },
      onProgress: (share) => progress.push(share),
    });
    const [request] = FakeUpload.sent;
    expect(request!.url).toBe('/api/proxy/main/v1/images');
    expect(request!.headers).toEqual({ authorization: 'Bearer t' });
    expect((request!.body!.get('image') as File).name).toBe('a.png');
    request!.progress(1, 4);
    request!.answer(201, { data: { ...photo(5), width: 10, height: 10 } });
    await expect(done).resolves.toEqual({ ...photo(5), width: 10, height: 10 });
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects with the API’s message, or a network error', async () => {
    const refused = uploadPhoto(pngFile('a.png'), { headers: {}, onProgress: () => {} });
    FakeUpload.sent[0]!.answer(413, {
      errors: [{ message: 'The photo is larger than 15 MB', code: 'too_large', field: 'image' }],
    });
    await expect(refused).rejects.toMatchObject({ status: 413, message: 'The photo is larger than 15 MB' });
    const lost = uploadPhoto(pngFile('a.png'), { headers: {}, onProgress: () => {} });
    FakeUpload.sent[1]!.onerror!();
    await expect(lost).rejects.toMatchObject({ status: 0, message: 'Network error: the server could not be reached' });
    const odd = uploadPhoto(pngFile('a.png'), { headers: {}, onProgress: () => {} });
    FakeUpload.sent[2]!.answer(201, { data: { id: 'x' } });
    await expect(odd).rejects.toMatchObject({ message: 'Unexpected response from /v1/images' });
  });
});

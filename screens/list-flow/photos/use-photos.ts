import { useCallback, useEffect, useRef, useState } from 'react';
import { displayedMessage, useEngine } from '../../../engine';
import { MAX_ITEM_PHOTOS } from '../../../schemas/requests/item-draft';
import { moved, refusal, roomLeft, type ItemImage, type Photo } from './photo-list';
import { uploadPhoto } from './upload-photo';

let nextKey = 0;
const newKey = () => `photo-${++nextKey}`;

/**
 * Photos sent at once; the others wait their turn (shown uploading at 0 %). The host reads at most 4 uploads
 * at a time from one address (server/limits/upload-guard.ts), so a seller adding 12 photos never meets its 429.
 */
export const PARALLEL_UPLOADS = 3;

/** Runs tasks at most `max` at a time, in the order they came; a finished task hands its turn to the next. */
function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** The API's own headers for a call the API client cannot make (a streamed file). */
export function useApiHeaders() {
  const { session } = useEngine();
  return useCallback(async () => {
    const headers: Record<string, string> = { 'x-ks-client-type': 'WEB' };
    if (!session) return headers;
    headers['x-session-id'] = session.clientId();
    const token = await session.accessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  }, [session]);
}

/**
 * The photos step's photos: the listing's, then uploads as they are added, each with its progress. Files past the
 * 12th are refused with a message; a refused or failed file stays in the list with its reason until dismissed.
 * `onFirstStored` hears the first photo stored (detection looks at it).
 */
export function usePhotos(initial: readonly ItemImage[], onFirstStored: (image: ItemImage) => void) {
  const { api } = useEngine();
  const headers = useApiHeaders();
  const [photos, setPhotos] = useState<Photo[]>(() =>
    initial.map((image, index) => ({
      key: newKey(),
      state: 'stored',
      image,
      name: `Photo ${index + 1}`,
      loose: false,
    })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const uploads = useRef(new Map<string, AbortController>());
  const inTurn = useRef(createLimiter(PARALLEL_UPLOADS));
  const firstHeard = useRef(initial.length > 0);

  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (key: string, photo: Photo | null) =>
    setPhotos((list) => list.flatMap((entry) => (entry.key !== key ? [entry] : photo ? [photo] : [])));

  const upload = async (key: string, file: File) => {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    try {
      const image = await inTurn.current(async () => {
        // Removed while it waited: nothing to send.
        if (controller.signal.aborted) throw new DOMException('The upload was cancelled', 'AbortError');
        return uploadPhoto(file, {
          headers: await headers(),
          signal: controller.signal,
          onProgress: (progress) => update(key, { key, state: 'uploading', name: file.name, progress }),
        });
      });
      update(key, { key, state: 'stored', image, name: file.name, loose: true });
      if (!firstHeard.current) {
        firstHeard.current = true;
        onFirstStored(image);
      }
    } catch (error) {
      if (!controller.signal.aborted)
        update(key, { key, state: 'failed', name: file.name, error: `${file.name}: ${displayedMessage(error)}` });
    } finally {
      uploads.current.delete(key);
    }
  };

  const add = (files: readonly File[]) => {
    const room = roomLeft(photos);
    const taken = files.slice(0, room);
    setNotice(
      files.length > room
        ? `You can add up to ${MAX_ITEM_PHOTOS} photos: ${files.length - room} ${files.length - room === 1 ? 'was' : 'were'} not added.`
        : null,
    );
    const added = taken.map((file): [Photo, File | null] => {
      const reason = refusal(file);
      const key = newKey();
      return reason
        ? [{ key, state: 'failed', name: file.name, error: reason }, null]
        : [{ key, state: 'uploading', name: file.name, progress: 0 }, file];
    });
    setPhotos((list) => [...list, ...added.map(([photo]) => photo)]);
    for (const [photo, file] of added) if (file) void upload(photo.key, file);
  };

  const remove = (key: string) => {
    uploads.current.get(key)?.abort();
    const photo = photos.find((entry) => entry.key === key);
    // A photo no listing holds yet is deleted at once; the listing's own go when the step is saved without them.
    if (photo?.state === 'stored' && photo.loose)
      void api.delete(`/v1/images/${photo.image.id}`, { ignoreErrors: true }).catch(() => {});
    update(key, null);
  };

  const move = (from: number, to: number) => setPhotos((list) => moved(list, from, to));

  return { photos, notice, add, remove, move, uploading: photos.some((photo) => photo.state === 'uploading') };
}

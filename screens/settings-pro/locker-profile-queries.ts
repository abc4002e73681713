import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { uploadedImageSchema, type UploadedImage } from '../../schemas/entities/listing';
import { lockerProfileSchema, type LockerProfile, type LockerProfileBody } from '../../schemas/requests/locker-profile';

/** The Pro locker head's calls (server/README.md `/v1/account/locker_profile`). */

/** GET /v1/account/locker_profile: the caller's stored bio and cover photo. */
export const lockerProfileQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ['account', 'locker_profile', userId],
    queryFn: () => api.get('/v1/account/locker_profile', { schema: lockerProfileSchema }),
    staleTime: 0,
  });

/** A cover photo through the image pipeline (POST /v1/images, as the avatar): a loose upload, saved with Save. */
export function uploadCoverPhoto(api: ApiClient, file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.set('image', file);
  return api.post('/v1/images', form, { schema: uploadedImageSchema });
}

/** PUT /v1/account/locker_profile: the bio and cover photo, both replaced (null clears). */
export const saveLockerProfile = (api: ApiClient, body: LockerProfileBody): Promise<LockerProfile> =>
  api.put('/v1/account/locker_profile', body, { schema: lockerProfileSchema });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, displayedMessage, useEngine } from '../../engine';
import { LOCKER_BIO_MAX, lockerBioSchema, type LockerProfile } from '../../schemas/requests/locker-profile';
import { AlertBox } from '../../ui/alert/AlertBox';
import { formatCount } from '../../ui/format/numbers';
import { PhotoFileButton } from '../../ui/photo-upload/PhotoFileButton';
import { lockerProfileQuery, saveLockerProfile, uploadCoverPhoto } from './locker-profile-queries';

type FieldErrors = Partial<Record<'bio' | 'cover_photo_id', string>>;

/**
 * 'Your locker' (Kitswap Pro: a cover photo and bio on the locker, issue 19 item 7): the bio with a live
 * count against the server's limit, a cover photo uploaded through the image pipeline with its preview,
 * Remove, and Save (both at once, `PUT /v1/account/locker_profile`).
 */
export function LockerProfileForm({ userId }: { userId: number }) {
  const { api } = useEngine();
  const stored = useQuery(lockerProfileQuery(api, userId));
  if (stored.error) return <AlertBox kind="error">{displayedMessage(stored.error)}</AlertBox>;
  if (!stored.data) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your locker" />;
  return <LockerProfileFields userId={userId} stored={stored.data} />;
}

function LockerProfileFields({ userId, stored }: { userId: number; stored: LockerProfile }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const id = useId();
  const [bio, setBio] = useState(stored.bio ?? '');
  const [cover, setCover] = useState({ id: stored.cover_photo_id, url: stored.cover_url });
  const [errors, setErrors] = useState<FieldErrors>({});

  const upload = useMutation({
    mutationFn: (file: File) => uploadCoverPhoto(api, file),
    onSuccess: (image) => {
      setCover({ id: image.id, url: image.large_url });
      setErrors((current) => ({ ...current, cover_photo_id: undefined }));
    },
  });
  const save = useMutation({
    mutationFn: (body: { bio: string | null; cover_photo_id: number | null }) => saveLockerProfile(api, body),
    onSuccess: (profile) => {
      queryClient.setQueryData(lockerProfileQuery(api, userId).queryKey, profile);
      // The lockers' profiles (screens/locker/locker-queries.ts, keyed ['locker', username, 'profile']) refetch, so
      // the subscriber's own locker shows the new bio and cover at once.
      void queryClient.invalidateQueries({ queryKey: ['locker'] });
      setBio(profile.bio ?? '');
      setCover({ id: profile.cover_photo_id, url: profile.cover_url });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const fields: FieldErrors = {};
      for (const entry of error.errors)
        if (entry.field === 'bio' || entry.field === 'cover_photo_id') fields[entry.field] = entry.message ?? undefined;
      setErrors(fields);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = lockerBioSchema.safeParse(bio);
    if (!parsed.success) {
      setErrors({ bio: parsed.error.issues[0]!.message });
      document.getElementById(`${id}-bio`)?.focus();
      return;
    }
    setErrors({});
    save.mutate({ bio: parsed.data, cover_photo_id: cover.id });
  };

  const count = bio.length;
  const over = count > LOCKER_BIO_MAX;
  const bioDescribedBy = [`${id}-count`, errors.bio ? `${id}-bio-error` : null].filter(Boolean).join(' ');
  const generalError = save.error && !errors.bio && !errors.cover_photo_id ? save.error : upload.error;
  const busy = save.isPending || upload.isPending;

  return (
    <section className="ks-pro__locker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your locker</h2>
      <p>A cover photo and a bio at the top of your locker, shown while your plan runs.</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="ks-pro__field">
          <label htmlFor={`${id}-bio`} className="ks-pro__field-label">
            Bio
          </label>
          <textarea
            id={`${id}-bio`}
            name="bio"
            rows={5}
            value={bio}
            onChange={(event) => setBio(event.target.value)}
            aria-invalid={errors.bio || over ? true : undefined}
            aria-describedby={bioDescribedBy}
            className="ks-pro__field-input ks-pro__bio"
          />
          <p id={`${id}-count`} className={over ? 'ks-pro__count ks-pro__field-error' : 'ks-pro__count'}>
            {formatCount(count)} of {formatCount(LOCKER_BIO_MAX)} characters
          </p>
          {errors.bio ? (
            <p id={`${id}-bio-error`} className="ks-pro__field-error">
              {errors.bio}
            </p>
          ) : null}
        </div>
        <fieldset
          className="ks-pro__field ks-pro__cover-field"
          aria-describedby={errors.cover_photo_id ? `${id}-cover-error` : undefined}
        >
          <legend className="ks-pro__field-label">Cover photo</legend>
          {cover.url ? (
            <img className="ks-pro__cover-preview" src={cover.url} alt="Your cover photo" width={1200} height={300} />
          ) : (
            <p className="ks-pro__cover-none">No cover photo</p>
          )}
          <div className="ks-pro__actions">
            <PhotoFileButton
              id={`${id}-cover`}
              label={cover.url ? 'Choose another cover photo' : 'Choose a cover photo'}
              busy={upload.isPending}
              onFile={(file) => upload.mutate(file)}
            />
            {cover.id !== null ? (
              <button
                type="button"
                className="ks-button ks-button--ghost ks-button--small"
                onClick={() => {
                  upload.reset();
                  setCover({ id: null, url: null });
                }}
              >
                Remove cover photo
              </button>
            ) : null}
          </div>
          {errors.cover_photo_id ? (
            <p id={`${id}-cover-error`} className="ks-pro__field-error">
              {errors.cover_photo_id}
            </p>
          ) : null}
        </fieldset>
        {generalError ? (
          <AlertBox kind="error" role="alert">
            {displayedMessage(generalError)}
          </AlertBox>
        ) : null}
        {save.isSuccess && !save.isPending ? <p role="status">Your locker is saved.</p> : null}
        <div className="ks-pro__actions">
          <button type="submit" className="ks-button ks-button--primary" disabled={busy}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  );
}

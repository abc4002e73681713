import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, displayedMessage, useEngine } from '../../../engine';
import { disputeReasonSchema, type DisputeReason } from '../../../schemas/entities/swap-lifecycle';
import {
  DISPUTE_DESCRIPTION_MAX_LENGTH,
  DISPUTE_PHOTOS_MAX,
  DISPUTE_REASON_LABELS,
} from '../../../schemas/requests/disputes';
import { PHOTO_ACCEPT } from '../../../ui/photo-upload/PhotoFileButton';
import { uploadPhoto } from '../../list-flow/photos/upload-photo';
import { useApiHeaders } from '../../list-flow/photos/use-photos';
import { FieldError } from '../FieldError';
import { FormFooter } from '../FormFooter';
import { openDispute } from './delivery-queries';

/** The server's error on one field of the form ('dispute.description'), or null. */
const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError
    ? (error.errors.find((entry) => entry.field === field || entry.field?.startsWith(`${field}.`))?.message ?? null)
    : null;

/**
 * 'Report a problem': the reason, what is wrong, and up to 6 photos (uploaded as they are picked, sent
 * by id). Sent, the swap shows the dispute; a refusal shows on its field or above the buttons.
 */
export function DisputeForm({ swapId, onClose }: { swapId: number; onClose: () => void }) {
  const id = useId();
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const headers = useApiHeaders();
  const reasonField = useRef<HTMLSelectElement>(null);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<{ id: number; name: string; url: string }[]>([]);
  const [invalid, setInvalid] = useState<{ reason?: string; description?: string }>({});
  useEffect(() => reasonField.current?.focus(), []);

  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files.slice(0, DISPUTE_PHOTOS_MAX - photos.length)) {
        const image = await uploadPhoto(file, { headers: await headers(), onProgress: () => undefined });
        setPhotos((list) => [...list, { id: image.id, name: file.name, url: image.small_url }]);
      }
    },
  });
  const send = useMutation({
    mutationFn: (chosen: DisputeReason) =>
      openDispute(api, queryClient, swapId, {
        dispute: { reason: chosen, description, photos: photos.map((photo) => photo.id) },
      }),
    onSuccess: onClose,
  });

  const reasonError = invalid.reason ?? fieldError(send.error, 'dispute.reason');
  const descriptionError = invalid.description ?? fieldError(send.error, 'dispute.description');
  const photoError = fieldError(send.error, 'dispute.photos') ?? (upload.error ? displayedMessage(upload.error) : null);
  const formError =
    send.error && !reasonError && !descriptionError && !fieldError(send.error, 'dispute.photos')
      ? displayedMessage(send.error)
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      reason: reason === '' ? 'Choose what is wrong' : undefined,
      description: description.trim() === '' ? 'Say what is wrong with the item' : undefined,
    };
    setInvalid(problems);
    if (reason !== '' && !problems.description) send.mutate(reason);
  };

  return (
    <form className="ks-swap__form ks-swap__dispute-form" aria-label="Report a problem" noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-reason`}>What is wrong?</label>
      <select
        ref={reasonField}
        id={`${id}-reason`}
        value={reason}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        onChange={(event) => setReason(disputeReasonSchema.safeParse(event.target.value).data ?? '')}
      >
        <option value="">Choose a reason</option>
        {disputeReasonSchema.options.map((option) => (
          <option key={option} value={option}>
            {DISPUTE_REASON_LABELS[option]}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-reason-error`} message={reasonError} />
      <label htmlFor={`${id}-description`}>Describe the problem</label>
      <textarea
        id={`${id}-description`}
        rows={4}
        maxLength={DISPUTE_DESCRIPTION_MAX_LENGTH}
        value={description}
        aria-invalid={descriptionError ? true : undefined}
        aria-describedby={descriptionError ? `${id}-description-error` : undefined}
        onChange={(event) => setDescription(event.target.value)}
      />
      <FieldError id={`${id}-description-error`} message={descriptionError} />
      <label htmlFor={`${id}-photos`}>Photos (optional, up to {DISPUTE_PHOTOS_MAX})</label>
      <input
        id={`${id}-photos`}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={upload.isPending || photos.length >= DISPUTE_PHOTOS_MAX}
        aria-describedby={photoError ? `${id}-photos-error` : undefined}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) upload.mutate(files);
        }}
      />
      {upload.isPending ? <span role="status">Uploading…</span> : null}
      {photos.length > 0 ? (
        <ul className="ks-swap__dispute-photos" aria-label="Photos added">
          {photos.map((photo) => (
            <li key={photo.id}>
              <img src={photo.url} alt={photo.name} width={64} height={64} />
              <button
                type="button"
                className="ks-button ks-button--small"
                onClick={() => setPhotos((list) => list.filter((entry) => entry.id !== photo.id))}
              >
                Remove {photo.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${id}-photos-error`} message={photoError} />
      <FormFooter
        error={formError}
        submitLabel="Send to Kitswap support"
        busy={send.isPending || upload.isPending}
        onCancel={onClose}
      />
    </form>
  );
}

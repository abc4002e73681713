import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useEngine } from '../../../engine';
import type { Listing } from '../../../schemas/entities/listing';
import { MAX_ITEM_PHOTOS } from '../../../schemas/requests/item-draft';
import { PHOTO_ACCEPT } from '../../../ui/photo-upload/PhotoFileButton';
import { FieldError } from '../fields/Field';
import { detectionQuery } from '../list-flow-queries';
import { counted, storedImages } from '../photos/photo-list';
import { PhotoTile } from '../photos/PhotoTile';
import { usePhotos } from '../photos/use-photos';
import { StepForm } from '../StepForm';
import { useStepSave } from '../use-step-save';
import type { StepProps } from './step-props';

/**
 * Photos: add up to 12 (file picker or dropped files), each uploading with its progress; reorder by dragging or
 * with Move left / right, make one primary (the first), delete. The first stored photo is shown to detection, whose
 * guesses the category step offers.
 */
export function PhotosStep({
  listing,
  save,
  onSaved,
  backHref,
}: Omit<StepProps, 'listing'> & { listing: Listing | null }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const id = useId();
  const { photos, notice, add, remove, move, uploading } = usePhotos(listing?.images ?? [], (image) => {
    void queryClient.prefetchQuery(detectionQuery(api, image.large_url));
  });
  const { submit, pending, errors, formError } = useStepSave(save, onSaved, ['images']);
  const [missing, setMissing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ key: string; direction: string } | null>(null);
  // A photo moved with its buttons keeps the focus on the same button at its new place (or its first one).
  useEffect(() => {
    if (!moved) return;
    const tile = list.current?.querySelector(`[data-photo-key="${moved.key}"]`);
    const same = tile?.querySelector<HTMLButtonElement>(`button[data-move="${moved.direction}"]:not(:disabled)`);
    (same ?? tile?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
  }, [moved]);
  const full = counted(photos) >= MAX_ITEM_PHOTOS;

  const onSubmit = () => {
    const images = storedImages(photos);
    setMissing(images.length === 0);
    if (images.length > 0) submit({ images });
  };
  const moveAndSay = (from: number, to: number, direction = '') => {
    move(from, to);
    const key = photos[from]?.key;
    if (key && direction) setMoved({ key, direction });
    setAnnouncement(`Photo ${from + 1} moved to position ${to + 1}${to === 0 ? ', the primary photo' : ''}.`);
  };
  const error = missing ? 'Add at least one photo' : errors.images;

  return (
    <StepForm
      step="photos"
      onSubmit={onSubmit}
      pending={pending}
      formError={formError}
      backHref={backHref}
      blockedBy={uploading ? 'Wait for the photos to finish uploading.' : null}
    >
      <p className="ks-list-flow__hint" id={`${id}-rules`}>
        Up to {MAX_ITEM_PHOTOS} photos: JPEG, PNG or WebP, 15 MB each. The first is the primary photo buyers see first;
        drag the photos or use the arrows to change the order.
      </p>
      {/* Files dropped anywhere here are added; a tile dropped on a tile moves it (PhotoTile). */}
      <div
        className="ks-list-flow__photo-area"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          dragged.current = null;
          if (event.dataTransfer.files.length > 0) add([...event.dataTransfer.files]);
        }}
      >
        <div className="ks-list-flow__drop">
          <label htmlFor={`${id}-files`} className={`ks-button${full ? ' ks-list-flow__disabled' : ''}`}>
            Add photos
          </label>
          <input
            id={`${id}-files`}
            className="ks-visually-hidden"
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            disabled={full}
            aria-describedby={`${id}-rules${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <span className="ks-list-flow__hint">
            {counted(photos)} of {MAX_ITEM_PHOTOS} photos
          </span>
        </div>
        {notice ? (
          <p role="alert" className="ks-list-flow__form-error">
            {notice}
          </p>
        ) : null}
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
        <ol ref={list} className="ks-list-flow__photos" aria-label="Your photos">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              index={index}
              count={photos.length}
              onMove={(from, to) => moveAndSay(from, to, to < from ? 'left' : 'right')}
              onRemove={() => remove(photo.key)}
              onDragStart={(from) => (dragged.current = from)}
              onDrop={(to) => {
                const from = dragged.current;
                dragged.current = null;
                if (from !== null) moveAndSay(from, to);
                return from !== null;
              }}
            />
          ))}
        </ol>
      </div>
      <p className="ks-visually-hidden" role="status">
        {announcement}
      </p>
    </StepForm>
  );
}

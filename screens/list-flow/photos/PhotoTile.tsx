import type { DragEvent } from 'react';
import type { Photo } from './photo-list';

export interface PhotoTileProps {
  photo: Photo;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** Drag and drop: the tile being dragged is remembered by the list. */
  onDragStart: (index: number) => void;
  /** Something was dropped on the tile: true when it was a tile (a reorder), else it is left to the list (files). */
  onDrop: (index: number) => boolean;
}

/**
 * One photo: its picture (or its progress, or why it was refused), 'Primary photo' on the first, and buttons to move
 * it (the keyboard's way to reorder), make it primary and delete it. Tiles can also be dragged onto each other.
 */
export function PhotoTile({ photo, index, count, onMove, onRemove, onDragStart, onDrop }: PhotoTileProps) {
  const stored = photo.state === 'stored';
  const label = `photo ${index + 1}`;
  const dropHere = (event: DragEvent) => {
    if (!onDrop(index)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <li
      className={`ks-list-flow__photo ks-list-flow__photo--${photo.state}`}
      data-photo-key={photo.key}
      draggable={stored}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(index);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={dropHere}
    >
      {photo.state === 'stored' ? (
        <img src={photo.image.small_url} alt={`Photo ${index + 1}${index === 0 ? ', primary' : ''}`} />
      ) : photo.state === 'uploading' ? (
        <div className="ks-list-flow__photo-progress">
          <progress max={100} value={Math.round(photo.progress * 100)} aria-label={`Uploading ${photo.name}`} />
          <span aria-hidden="true">{Math.round(photo.progress * 100)}%</span>
        </div>
      ) : (
        <p className="ks-list-flow__error" role="alert">
          {photo.error}
        </p>
      )}
      {index === 0 && stored ? <span className="ks-list-flow__primary">Primary photo</span> : null}
      <div className="ks-list-flow__photo-actions">
        {stored ? (
          <>
            <button
              type="button"
              aria-label={`Move ${label} left`}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              ←
            </button>
            <button
              type="button"
              data-move="right"
              aria-label={`Move ${label} right`}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              →
            </button>
            {index > 0 ? (
              <button type="button" onClick={() => onMove(index, 0)} aria-label={`Make ${label} the primary photo`}>
                Make primary
              </button>
            ) : null}
          </>
        ) : null}
        <button
          type="button"
          aria-label={photo.state === 'failed' ? `Dismiss ${photo.name}` : `Delete ${label}`}
          onClick={onRemove}
        >
          {photo.state === 'failed' ? 'Dismiss' : 'Delete'}
        </button>
      </div>
    </li>
  );
}

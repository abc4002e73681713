import { useQuery } from '@tanstack/react-query';
import { useEngine } from '../../../engine';
import { detectionQuery, type DetectionCandidate } from '../list-flow-queries';

/** A guess said as the seller would: 'Titleist TSR2 · Drivers'. */
export const candidateLabel = (candidate: DetectionCandidate) =>
  [[candidate.brand?.name, candidate.model?.name].filter(Boolean).join(' '), candidate.category.name]
    .filter(Boolean)
    .join(' · ');

export interface DetectionChipsProps {
  /** The first photo's large rendition, which detection looks at. */
  uri: string;
  chosen: DetectionCandidate | null;
  onChoose: (candidate: DetectionCandidate | null) => void;
}

/**
 * 'Is it…?': what detection guessed from the first photo, as toggle chips; choosing one fills the category (and the
 * brand and model it names). Never forced: nothing is chosen until the seller presses one, and no guess (or a failed
 * guess) shows nothing.
 */
export function DetectionChips({ uri, chosen, onChoose }: DetectionChipsProps) {
  const { api } = useEngine();
  const { data: candidates = [] } = useQuery(detectionQuery(api, uri));
  if (candidates.length === 0) return null;
  return (
    <div role="group" aria-labelledby="ks-list-flow-detected" className="ks-list-flow__chips">
      <p id="ks-list-flow-detected" className="ks-list-flow__label">
        Is it…?
      </p>
      {candidates.map((candidate) => {
        const pressed = chosen === candidate;
        return (
          <button
            key={`${candidate.category.id}-${candidate.model?.id ?? candidate.brand?.id ?? 0}`}
            type="button"
            className="ks-list-flow__chip"
            aria-pressed={pressed}
            onClick={() => onChoose(pressed ? null : candidate)}
          >
            {candidateLabel(candidate)}{' '}
            <span className="ks-list-flow__hint">({Math.round(candidate.confidence * 100)}% match)</span>
          </button>
        );
      })}
    </div>
  );
}

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import {
  FEEDBACK_RATINGS,
  type FeedbackEntry,
  type FeedbackRating,
  type UserProfile,
} from '../../schemas/entities/user-profile';
import { AlertBox } from '../../ui/alert/AlertBox';
import { formatDate } from '../../ui/format/dates';
import { itemHref } from '../../ui/item/item-href';
import { LoadMore, useLoadMore } from '../../ui/paging/LoadMore';
import { feedbackText, NO_FEEDBACK, RATING_LABELS } from '../../ui/people/feedback-text';
import { feedbackQuery } from './locker-queries';

const FILTERS: { rating: FeedbackRating | null; label: string }[] = [
  { rating: null, label: 'All' },
  ...FEEDBACK_RATINGS.map((rating) => ({ rating, label: RATING_LABELS[rating] })),
];

/**
 * Feedback: the summary, a filter by rating (All, Positive, Neutral, Negative), then what buyers left,
 * newest first, each with its comment and the item it rates; 'No Feedback' when there is none.
 */
export function FeedbackSection({ profile }: { profile: UserProfile }) {
  return (
    <section className="ks-locker__section" aria-labelledby="ks-locker-feedback">
      <h2 id="ks-locker-feedback">Feedback</h2>
      {profile.feedback.count === 0 ? (
        <p className="ks-locker__empty">{NO_FEEDBACK}</p>
      ) : (
        <FeedbackList profile={profile} />
      )}
    </section>
  );
}

function FeedbackList({ profile }: { profile: UserProfile }) {
  const { api } = useEngine();
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  // The last list stays on screen (busy) while another rating loads.
  const feedback = useInfiniteQuery({
    ...feedbackQuery(api, profile.username, rating),
    placeholderData: keepPreviousData,
  });
  const entries = feedback.data?.pages.flatMap((page) => page.data) ?? [];
  const { listRef, loadMore } = useLoadMore(feedback, entries.length);
  return (
    <>
      <p className="ks-locker__summary">{feedbackText(profile.feedback)}</p>
      <div className="ks-locker__filters" role="group" aria-label="Show feedback">
        {FILTERS.map((filter) => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={rating === filter.rating}
            onClick={() => setRating(filter.rating)}
          >
            {filter.label}
          </button>
        ))}
      </div>
      {feedback.isError && !feedback.data ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(feedback.error)}
        </AlertBox>
      ) : !feedback.data ? (
        <div className="ks-block-loading" aria-busy="true" aria-label="Loading feedback" />
      ) : entries.length === 0 ? (
        <p className="ks-locker__empty">{rating ? `No ${rating} feedback.` : NO_FEEDBACK}</p>
      ) : (
        <ul
          className="ks-locker__feedback"
          ref={listRef}
          aria-label="Feedback, newest first"
          aria-busy={feedback.isPlaceholderData}
        >
          {entries.map((entry) => (
            <FeedbackRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {feedback.data && !feedback.isPlaceholderData ? <LoadMore list={feedback} onLoadMore={loadMore} /> : null}
    </>
  );
}

function FeedbackRow({ entry }: { entry: FeedbackEntry }) {
  return (
    <li className="ks-locker__feedback-entry" data-rating={entry.rating}>
      <span className="ks-locker__rating">{RATING_LABELS[entry.rating]}</span>
      <span>
        from <a href={`/locker/${encodeURIComponent(entry.author.username)}`}>@{entry.author.username}</a>
      </span>
      {entry.item ? (
        <span>
          for <a href={itemHref(entry.item)}>{entry.item.name}</a>
        </span>
      ) : null}
      <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
      {entry.comment ? <p className="ks-locker__comment">{entry.comment}</p> : null}
    </li>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, displayedMessage, useEngine } from '../../../engine';
import type { Swap } from '../../../schemas/entities/swap';
import { feedbackRatingSchema, type FeedbackRating } from '../../../schemas/entities/swap-lifecycle';
import { FEEDBACK_COMMENT_MAX_LENGTH } from '../../../schemas/requests/feedback';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { formatDate } from '../../../ui/format/dates';
import { RATING_LABELS } from '../../../ui/people/feedback-text';
import { FieldError } from '../FieldError';
import { ArchiveButton } from './ArchiveButton';
import { leaveFeedback } from './feedback-queries';

/**
 * The swap's last part: the buyer's rating of the seller once the sale is final (the form while
 * `leave_feedback` is offered, then the rating as left, shown to both parties), and Archive /
 * Unarchive.
 */
export function FeedbackPanel({ swap, viewerId }: { swap: Swap; viewerId: number }) {
  const headingId = useId();
  const rating = swap.actions.includes('leave_feedback');
  return (
    <>
      {swap.feedback || rating ? (
        <section className="ks-swap__section" aria-labelledby={headingId}>
          <h2 id={headingId}>Feedback</h2>
          {swap.feedback ? <LeftFeedback swap={swap} viewerId={viewerId} /> : <FeedbackForm swap={swap} />}
        </section>
      ) : null}
      <ArchiveButton swap={swap} />
    </>
  );
}

function LeftFeedback({ swap, viewerId }: { swap: Swap; viewerId: number }) {
  const feedback = swap.feedback!;
  const who = viewerId === swap.buyer.id ? 'You' : `@${swap.buyer.username}`;
  return (
    <div className="ks-swap__feedback" data-rating={feedback.rating}>
      <p>
        {who} rated @{swap.seller.username}{' '}
        <strong className="ks-swap__rating">{RATING_LABELS[feedback.rating]}</strong> on{' '}
        <time dateTime={feedback.created_at}>{formatDate(feedback.created_at)}</time>.
      </p>
      {feedback.comment ? <p className="ks-swap__feedback-comment">{feedback.comment}</p> : null}
    </div>
  );
}

function FeedbackForm({ swap }: { swap: Swap }) {
  const id = useId();
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: (chosen: FeedbackRating) =>
      leaveFeedback(api, queryClient, swap.id, { feedback: { rating: chosen, comment } }),
  });
  const commentError =
    send.error instanceof ApiError && send.error.errors.some((entry) => entry.field === 'feedback.comment');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(rating === null);
    if (rating !== null) send.mutate(rating);
  };

  return (
    <form className="ks-swap__form" noValidate onSubmit={onSubmit}>
      <fieldset className="ks-swap__rating-choices" aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend>How was buying from @{swap.seller.username}?</legend>
        {feedbackRatingSchema.options.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={option}
              checked={rating === option}
              onChange={() => {
                setRating(option);
                setMissing(false);
              }}
            />{' '}
            {RATING_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <FieldError id={`${id}-missing`} message={missing && 'Choose a rating'} />
      <label htmlFor={`${id}-comment`}>Comment (optional)</label>
      <textarea
        id={`${id}-comment`}
        rows={3}
        maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        value={comment}
        aria-invalid={commentError || undefined}
        onChange={(event) => setComment(event.target.value)}
      />
      {send.isError ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(send.error)}
        </AlertBox>
      ) : null}
      <button type="submit" className="ks-button ks-button--primary" disabled={send.isPending}>
        Leave feedback
      </button>
    </form>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, displayedMessage, useEngine } from '../../engine';
import type { Swap } from '../../schemas/entities/swap';
import { SWAP_MESSAGE_MAX_LENGTH } from '../../schemas/requests/swap';
import { AlertBox } from '../../ui/alert/AlertBox';
import { formatDateTime } from '../../ui/format/dates';
import { isUnverifiedError } from '../../ui/verify-phone/account-queries';
import { useVerifiedMessaging } from '../../ui/verify-phone/use-verified-messaging';
import { sendSwapMessage, swapMessagesQuery } from './swap-queries';

/**
 * The thread, oldest first, each message with its sender and time, and the message form. A buyer
 * without a verified phone or e-mail gets the verify-phone modal from the server's 403, then the
 * message goes (spec §5). Errors show inline (spec §8 message choice); a field error marks the box.
 */
export function MessageThread({
  swap,
  viewerId,
  counterparty,
}: {
  swap: Swap;
  viewerId: number;
  counterparty: string;
}) {
  const id = useId();
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const messages = useQuery(swapMessagesQuery(api, swap.id));
  const [body, setBody] = useState('');
  const verified = useVerifiedMessaging();
  const send = useMutation({
    mutationFn: () => sendSwapMessage(api, queryClient, swap.id, { message: { body } }),
    onSuccess: () => setBody(''),
    onError: (error) => isUnverifiedError(error) && verified.verifyThen(() => send.mutate()),
  });
  const error = send.error && !isUnverifiedError(send.error) ? send.error : null;
  const fieldError = error instanceof ApiError && error.errors.some((entry) => entry.field === 'message.body');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };

  return (
    <section className="ks-swap__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Messages</h2>
      {messages.isPending ? <div className="ks-block-loading" aria-busy="true" aria-label="Loading messages" /> : null}
      {messages.isError ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(messages.error)}
        </AlertBox>
      ) : null}
      {messages.data?.length === 0 ? <p className="ks-swap__empty">No messages yet.</p> : null}
      {messages.data?.length ? (
        <ol className="ks-swap__thread" aria-label="Messages, oldest first">
          {messages.data.map((message) =>
            message.sender === null ? (
              <li key={message.id} className="ks-swap__notice">
                <span className="ks-swap__message-meta">
                  Kitswap · <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
                </span>
                <p className="ks-swap__message-body">{message.body}</p>
              </li>
            ) : (
              <li
                key={message.id}
                className={`ks-swap__message${message.sender.id === viewerId ? ' ks-swap__message--mine' : ''}`}
              >
                <span className="ks-swap__message-meta">
                  {message.sender.id === viewerId ? 'You' : `@${message.sender.username}`} ·{' '}
                  <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
                </span>
                <p className="ks-swap__message-body">{message.body}</p>
              </li>
            ),
          )}
        </ol>
      ) : null}
      <form className="ks-swap__form" noValidate onSubmit={onSubmit}>
        <label htmlFor={`${id}-body`}>Message @{counterparty}</label>
        <textarea
          id={`${id}-body`}
          rows={3}
          maxLength={SWAP_MESSAGE_MAX_LENGTH}
          value={body}
          aria-invalid={fieldError || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {error ? (
          <div id={`${id}-error`}>
            <AlertBox kind="error" role="alert">
              {displayedMessage(error)}
            </AlertBox>
          </div>
        ) : null}
        <button type="submit" className="ks-button ks-button--primary" disabled={send.isPending}>
          Send
        </button>
      </form>
      {verified.modal}
    </section>
  );
}

import { displayedMessage } from '../../../engine';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import css from './Manage.css?url';

/**
 * A panel's outcome: the success message in a polite status region (always in the page, so it is
 * announced when it changes) and failures in the inline error list (spec §8, the server's message).
 */
export function ManageFeedback({ status, errors }: { status: string | null; errors: unknown[] }) {
  const shown = errors.filter(Boolean);
  return (
    <>
      <Stylesheet href={css} />
      <p role="status" className="ks-manage__status">
        {status}
      </p>
      {shown.length > 0 ? (
        <ul className="ks-item__errors" role="alert">
          {shown.map((error, index) => (
            <li key={index}>{displayedMessage(error)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

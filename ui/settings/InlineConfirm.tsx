/**
 * A settings list's 'are you sure?' in place of a row's actions: the question, the confirming button and
 * 'Keep it', as one labelled group.
 */
export function InlineConfirm({
  label,
  question,
  confirm,
  busy,
  onConfirm,
  onKeep,
}: {
  label: string;
  question: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <div role="group" aria-label={label} className="ks-addresses__actions">
      <span>{question}</span>
      <button type="button" className="ks-button ks-button--small" disabled={busy} onClick={onConfirm}>
        {confirm}
      </button>
      <button type="button" className="ks-button ks-button--small" onClick={onKeep}>
        Keep it
      </button>
    </div>
  );
}

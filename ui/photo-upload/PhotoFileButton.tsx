/** The photo types the image pipeline takes (server/images/renditions.ts), for a file input's `accept`. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * One photo picked from the device: a label that looks like a button over a visually hidden file input (so the
 * keyboard and screen readers reach the input itself). `onFile` gets the chosen file; the input is cleared, so the
 * same file can be picked again.
 */
export function PhotoFileButton({
  id,
  label,
  busy,
  onFile,
}: {
  id: string;
  label: string;
  /** An upload under way: 'Uploading…' and the input disabled. */
  busy: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="ks-button ks-button--ghost">
        {busy ? 'Uploading…' : label}
      </label>
      <input
        id={id}
        className="ks-visually-hidden"
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

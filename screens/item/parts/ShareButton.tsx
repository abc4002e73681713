import { useEffect, useRef, useState } from 'react';

/** How long 'URL copied to clipboard' stays (spec §9: 5 s). */
export const COPIED_MESSAGE_MS = 5000;

/**
 * Share beside the title (spec §2.9): the device's share sheet where there is one; otherwise the
 * page URL goes to the clipboard and 'URL copied to clipboard' shows for 5 s. Closing the share
 * sheet is not an error.
 */
export function ShareButton({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url }).catch(() => {});
      return;
    }
    await navigator.clipboard?.writeText(url);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MESSAGE_MS);
  };

  return (
    <span className="ks-item__share">
      <button type="button" className="ks-item__icon-button" aria-label="Share" onClick={() => void share()}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1Z"
          />
        </svg>
      </button>
      <span role="status" className="ks-item__share-status">
        {copied ? 'URL copied to clipboard' : ''}
      </span>
    </span>
  );
}

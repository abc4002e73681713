import { useEffect, useId, useRef, useState } from 'react';

/** How long 'Copied' stays announced. */
const COPIED_MESSAGE_MS = 5000;

/**
 * The referral link and code, with Copy (the link to the clipboard, 'Copied' announced in a status
 * region) and Share (the device's share sheet; shown only where the browser has one, decided after
 * hydration so the server's HTML and the first client render agree). A closed share sheet is no error.
 */
export function ReferralLink({ code, link }: { code: string; link: string }) {
  const id = useId();
  const [status, setStatus] = useState('');
  const [canShare, setCanShare] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
    return () => clearTimeout(timer.current);
  }, []);

  const announce = (message: string) => {
    setStatus(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), COPIED_MESSAGE_MS);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      announce('Copied');
    } catch {
      announce('Could not copy: select the link and copy it');
    }
  };
  const share = () =>
    navigator
      .share({ title: 'Join me on Kitswap', text: `Join me on Kitswap with my code ${code}`, url: link })
      .catch(() => {});

  return (
    <div className="ks-invite__link">
      <label htmlFor={`${id}-link`}>Your invite link</label>
      <div className="ks-invite__link-row">
        <input id={`${id}-link`} type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="ks-button ks-button--primary" onClick={() => void copy()}>
          Copy
        </button>
        {canShare ? (
          <button type="button" className="ks-button" onClick={() => void share()}>
            Share
          </button>
        ) : null}
      </div>
      <p>
        Your code: <strong className="ks-invite__code">{code}</strong>
      </p>
      <p role="status" className="ks-invite__status">
        {status}
      </p>
    </div>
  );
}

export type PaywallArtKind = 'insights' | 'bumps' | 'badge' | 'support';

/**
 * A paywall slide's picture: a small looping SVG animation (CSS in Insights.css, paused under
 * prefers-reduced-motion). Decorative: the slide's heading and text say what it shows.
 */
export function PaywallArt({ kind }: { kind: PaywallArtKind }) {
  return (
    <svg className={`ks-paywall__art ks-paywall__art--${kind}`} viewBox="0 0 240 120" aria-hidden="true">
      <rect x="0" y="0" width="240" height="120" rx="12" className="ks-paywall__bg" />
      {kind === 'insights' ? (
        <g className="ks-paywall__bars">
          {[30, 55, 80, 105, 130, 155, 180].map((x, index) => (
            <rect key={x} x={x} y={30} width="16" height="70" rx="3" style={{ animationDelay: `${index * 0.15}s` }} />
          ))}
        </g>
      ) : null}
      {kind === 'bumps' ? (
        <g className="ks-paywall__bump">
          <rect x="70" y="78" width="100" height="18" rx="4" className="ks-paywall__card" />
          <rect x="70" y="52" width="100" height="18" rx="4" className="ks-paywall__card" />
          <rect x="70" y="26" width="100" height="18" rx="4" className="ks-paywall__card ks-paywall__card--up" />
        </g>
      ) : null}
      {kind === 'badge' ? (
        <g className="ks-paywall__badge">
          <circle cx="120" cy="60" r="32" />
          <path d="M104 60 l11 11 l22 -24" className="ks-paywall__tick" />
        </g>
      ) : null}
      {kind === 'support' ? (
        <g className="ks-paywall__chat">
          <rect x="40" y="28" width="96" height="34" rx="10" />
          <rect x="104" y="70" width="96" height="34" rx="10" className="ks-paywall__reply" />
        </g>
      ) : null}
    </svg>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useEngine } from '../../../engine';
import { superlativeTooltipsQuery } from '../superlative-tooltips-queries';

/**
 * The item's superlatives as chips (spec §2.9 'Superlative tooltips are loaded from a headless CMS'): each with the
 * CMS description of its label as a tooltip. A chip whose label has no description (the CMS call failed, or has
 * none) is shown as text.
 */
export function Superlatives({ labels }: { labels: readonly string[] }) {
  const { api } = useEngine();
  const tooltips = useQuery({ ...superlativeTooltipsQuery(api), enabled: labels.length > 0 });
  if (labels.length === 0) return null;
  return (
    <ul className="ks-item__superlatives" aria-label="Why this listing stands out">
      {labels.map((label) => {
        const description = tooltips.data?.[label];
        return (
          <li key={label}>
            {description ? (
              <SuperlativeChip label={label} description={description} />
            ) : (
              <span className="ks-item__superlative">{label}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A chip button described by its tooltip (`aria-describedby`, so a screen reader reads it with the label). It opens
 * on keyboard focus and mouse hover, toggles with Enter / Space or a tap, and closes on Escape, blur or when the
 * pointer leaves (WCAG 1.4.13: dismissible, hoverable, persistent).
 */
function SuperlativeChip({ label, description }: { label: string; description: string }) {
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  // What a tap or a click does depends on the pointer that pressed and on whether the tip was open before it.
  const press = useRef<{ pointer: string; wasOpen: boolean } | null>(null);
  const hover = (value: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  const onClick = () => {
    const pressed = press.current;
    press.current = null;
    // A tap toggles; a mouse click keeps the tip its hover opened; Enter / Space (no pointer) toggles.
    if (!pressed) setOpen((value) => !value);
    else if (pressed.pointer === 'mouse') setOpen(true);
    else setOpen(!pressed.wasOpen);
  };

  return (
    <span className="ks-item__superlative-wrap" onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      <button
        type="button"
        className="ks-item__superlative ks-item__superlative--button"
        aria-describedby={tooltipId}
        aria-expanded={open}
        onPointerDown={(event) => {
          press.current = { pointer: event.pointerType, wasOpen: open };
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {label}
        <span className="ks-item__superlative-icon" aria-hidden="true">
          i
        </span>
      </button>
      <span role="tooltip" id={tooltipId} className="ks-item__tooltip" hidden={!open}>
        {description}
      </span>
    </span>
  );
}

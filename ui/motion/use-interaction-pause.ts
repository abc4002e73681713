import { useState, type FocusEvent, type PointerEvent } from 'react';

/**
 * Whether the user is on a rotating element — hovered by a mouse, or holding keyboard focus inside
 * (a mouse click does not pin it) — and the handlers to spread on that element. Rotation pauses
 * meanwhile, so nothing moves under the pointer or the focus ring.
 */
export function useInteractionPause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => setHovered(event.pointerType === 'mouse'),
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => setFocused(isKeyboardFocus(event.target)),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { interacting: hovered || focused, handlers };
}

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

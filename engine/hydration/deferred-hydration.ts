/**
 * Deferred hydration: parts of the server's HTML whose code the browser loads only when they are about to be
 * used, so that a page is interactive after the code of what is on screen (issue 20: JS before interactive).
 * A deferred part keeps its server HTML (links work, text reads) and hydrates, its code loaded:
 * - at once when it is pointed at, touched, focused or clicked;
 * - after the page's hydration, when it comes within a viewport's height of the screen;
 * - else when the browser is next idle after the page's hydration.
 * A click (or an arrow, Escape, Home or End key) on a part not hydrated yet is held and replayed once it is
 * (React drops it otherwise: it replays pointing and focus, not clicks and keys). In the browser only, and only
 * for the first render: a part rendered later (a client navigation) loads as it always did.
 */

/** A part of the server's HTML: its element, and the code its hydration needs. */
export interface DeferrablePart {
  /** The same key as its `<HydrationGate gateKey>`. */
  key: string;
  /** Null when the part rendered nothing on the server: it hydrates when the browser is idle. */
  element: Element | null;
  load: () => Promise<unknown>;
  /** Deferred even on screen: hydrated when used or idle (a part that does nothing until used, like a menu). */
  untilUsed?: boolean;
}

/** A deferred part until its code is loaded and its gate gone. */
interface PendingPart {
  open: () => void;
  untilUsed: boolean;
  /** Settles once its code is loaded (or failed to) and its gate is gone. */
  ready: Promise<void>;
  isOpen: boolean;
}

/** The gate of each deferred part not hydrated yet, by key: what its component waits on. */
const gates = new Map<string, Promise<void>>();
/** The parts not ready yet, by element (a part without one by a key of its own). */
const pending = new Map<Element | string, PendingPart>();
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown'] as const;
/** Keys a widget answers (menus, lists) that are held like a click; Tab, Enter and typing keep their default. */
const HELD_KEYS = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Escape', 'Home', 'End']);

/** The gate a part's component waits on while hydrating (React's `use`), until the part is hydrated. */
export function hydrationGate(key: string): Promise<void> | undefined {
  return gates.get(key);
}

/**
 * Forgets a part's gate once the part is hydrated (its component's first effect), not before: the render that
 * hydrates it must still `use` the settled gate, as the render that suspended did.
 */
export function forgetHydrationGate(key: string): void {
  gates.delete(key);
}

/**
 * Loads the code of the parts on screen (the promise: await it before hydrating) and shuts a gate before each
 * of the others. A key given twice is not deferred: one gate could not follow two elements.
 */
export function deferHydration(parts: readonly DeferrablePart[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const part of parts) counts.set(part.key, (counts.get(part.key) ?? 0) + 1);
  const now: Promise<unknown>[] = [];
  for (const part of parts) {
    const onScreen = part.element && !part.untilUsed && isOnScreen(part.element);
    if (counts.get(part.key) !== 1 || onScreen) now.push(part.load());
    else shutGate(part);
  }
  return Promise.all(now).then(() => undefined);
}

/**
 * Called once the page is hydrated: opens the gates of the parts within a viewport's height of the screen
 * (and of those that come so near later; not those deferred until used), and every gate still shut when the
 * browser is next idle.
 */
export function continueDeferredHydration(): void {
  const shut = [...pending].filter(([, part]) => !part.isOpen);
  if (!shut.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) pending.get(entry.target)?.open();
    },
    { rootMargin: '100% 0px' },
  );
  for (const [element, part] of shut) if (element instanceof Element && !part.untilUsed) observer.observe(element);
  const openAll = () => {
    for (const [, part] of shut) part.open();
    observer.disconnect();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(openAll, { timeout: 5000 });
  else setTimeout(openAll, 1000);
}

function shutGate({ key, element, load, untilUsed = false }: DeferrablePart) {
  const place = element ?? `key:${key}`;
  let resolve = () => {};
  const opened = new Promise<void>((done) => (resolve = done));
  // A failed load still opens the gate: the part then renders as any lazy part does (its error boundary).
  const ready = opened
    .then(load)
    .catch(() => undefined)
    .then(() => {
      pending.delete(place);
      if (!pending.size) for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
    });
  const part: PendingPart = {
    ready,
    untilUsed,
    isOpen: false,
    open: () => {
      part.isOpen = true;
      resolve();
    },
  };
  if (!pending.size) {
    // Passive but for a click and a key, which it may hold (a passive touchstart does not delay scrolling).
    for (const type of INTERACTIONS) {
      window.addEventListener(type, onInteraction, { capture: true, passive: type !== 'click' && type !== 'keydown' });
    }
  }
  pending.set(place, part);
  gates.set(key, ready);
}

/**
 * Opens the part an interaction lands in; a click or a held key there is held and replayed once the part is ready.
 * On the window, in the capture phase: React's own listener on its root stops the propagation of an event aimed
 * at a part it has not hydrated. The replay is an event React can take: with the code loaded and the gate gone,
 * it hydrates the part at once when a click or a key lands in it.
 */
function onInteraction(event: Event) {
  const { target } = event;
  if (!(target instanceof Element)) return;
  const used = [...pending]
    .filter(([place]) => place instanceof Element && place.contains(target))
    .map(([, part]) => part);
  for (const part of used) part.open();
  const replay = used.length ? replayOf(event, target) : undefined;
  if (!replay) return;
  event.preventDefault();
  event.stopPropagation();
  void Promise.all(used.map((part) => part.ready)).then(replay);
}

/** How to dispatch again an event that is held: a click, or a key a widget answers. */
function replayOf(event: Event, target: Element): (() => void) | undefined {
  if (event.type === 'click' && target instanceof HTMLElement) return () => target.click();
  if (!(event instanceof KeyboardEvent) || !HELD_KEYS.has(event.key)) return undefined;
  const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
  const init = { key, code, altKey, ctrlKey, metaKey, shiftKey, bubbles: true, cancelable: true };
  return () => target.dispatchEvent(new KeyboardEvent('keydown', init));
}

/** Whether any of the element is inside the viewport (the page has not scrolled before hydration, mostly). */
function isOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}

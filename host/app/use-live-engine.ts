import { useMemo, useSyncExternalStore } from 'react';
import { signedInViewer, type EngineContextValue, type Session } from '../../engine';

const noSubscription = () => () => {};

/** A string that changes exactly when who is signed in changes. */
function viewerKey(viewer: EngineContextValue['viewer']): string {
  return viewer ? `${viewer.userId}:${viewer.uuid}` : '';
}

function viewerOf(session: Session): EngineContextValue['viewer'] {
  return signedInViewer(session.state());
}

/**
 * The engine context with `signedIn` and `viewer` following the session: a sign-in, a failed
 * refresh or any 401 (which clears the tokens) re-renders the page signed in or out, no reload
 * (spec §4.4). The first render uses the values the page was rendered with, so hydration matches.
 */
export function useLiveEngine(engine: EngineContextValue): EngineContextValue {
  const { session } = engine;
  const key = useSyncExternalStore(
    session ? session.subscribe : noSubscription,
    () => (session ? viewerKey(viewerOf(session)) : viewerKey(engine.viewer)),
    () => viewerKey(engine.viewer),
  );
  return useMemo(() => {
    if (!session || key === viewerKey(engine.viewer)) return engine;
    const viewer = viewerOf(session);
    return { ...engine, signedIn: viewer !== undefined, viewer };
  }, [engine, key, session]);
}

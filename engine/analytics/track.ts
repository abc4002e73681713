import type { ApiClient } from '../api/client';
import type { Session } from '../session/session';

/** The analytics endpoint (spec §7.7), on the main service. */
export const TRACK_EVENT_PATH = '/platform-tools/analytics/v1/track/event';

/** Records one analytics event; resolves when done and never rejects. */
export type Track = (eventType: string, properties?: Record<string, unknown>) => Promise<void>;

/**
 * Creates `track` for one session (spec §6, §7.7): events are sent only when signed in (an
 * expiring token is refreshed first), with `src` taken from the properties or else the page URL's
 * `src` query (browser only). Every failure is swallowed.
 */
export function createTracker({ api, session }: { api: ApiClient; session: Session }): { track: Track } {
  const track: Track = async (eventType, properties = {}) => {
    try {
      if (session.state().status === 'anonymous') return;
      await session.accessToken();
      if (session.state().status !== 'signedIn') return;
      const src = properties.src ?? srcFromUrl();
      await api.post(
        TRACK_EVENT_PATH,
        { event_type: eventType, properties: { ...properties, src } },
        { ignoreErrors: true },
      );
    } catch {
      // Analytics never breaks the page.
    }
  };
  return { track };
}

function srcFromUrl(): string | undefined {
  if (typeof window === 'undefined' || !window.location) return undefined;
  return new URLSearchParams(window.location.search).get('src') ?? undefined;
}

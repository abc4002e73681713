import type { ApiClient } from '../api/client';
import type { Session } from '../session/session';
import { allowsTracking, type ConsentState } from './consent';

/** The analytics endpoint (spec §7.7), on the main service. */
export const TRACK_EVENT_PATH = '/platform-tools/analytics/v1/track/event';

/** Records one analytics event; resolves when done and never rejects. */
export type Track = (eventType: string, properties?: Record<string, unknown>) => Promise<void>;

/**
 * Creates `track` for one session (spec §4.8, §6, §7.7): events are sent only when signed in (an
 * expiring token is refreshed first) and the consent allows it — asked at each event, so an
 * opt-out stops the next one at once, without a reload — with `src` taken from the properties or
 * else the page URL's `src` query (browser only). Every failure is swallowed.
 */
export function createTracker({
  api,
  session,
  consent,
}: {
  api: ApiClient;
  session: Session;
  /** The visit's consent (engine/analytics/consent-store.ts). */
  consent: { state(): ConsentState };
}): { track: Track } {
  const track: Track = async (eventType, properties = {}) => {
    try {
      if (!allowsTracking(consent.state()) || session.state().status === 'anonymous') return;
      await session.accessToken();
      if (session.state().status !== 'signedIn' || !allowsTracking(consent.state())) return;
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

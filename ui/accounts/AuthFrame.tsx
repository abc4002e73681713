import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { browserCookieJar, useEngine, type ApiClient } from '../../engine';
import { completeLogin, completeRegistration } from './complete-sign-in';

/** The frame starts 400 px high (spec §9) and then follows the heights it posts. */
const AUTH_FRAME_INITIAL_HEIGHT = 400;

const authHostAnswer = z.object({ origin: z.url() });

/** GET /iam/v1/auth-host: the origin the auth frame is loaded from and posts from. */
const authHostQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['iam', 'auth-host'],
    queryFn: () => api.get('/iam/v1/auth-host', { service: 'iam', auth: false, schema: authHostAnswer }),
  });

/** What the auth frame posts (spec §2.6); anything else is ignored (spec §8). */
const authFrameMessageSchema = z.object({
  height: z.number().positive().max(10_000).optional(),
  accessToken: z.string().min(1).optional(),
  /** Ours: the frame also hands over the refresh token, so the session outlives the access token. */
  refreshToken: z.string().min(1).optional(),
  hint: z.string().optional(),
  social: z.enum(['apple', 'google', 'facebook']).optional(),
  referralCode: z.string().nullish(),
});

const REGISTRATION_METHODS = { apple: 'Apple', google: 'Google', facebook: 'Facebook' } as const;

export interface AuthFrameProps {
  defaultView: 'login' | 'register';
  skipOnboarding?: boolean;
  go?: (href: string) => void;
}

/**
 * The auth host's login or registration page in an iframe (spec §2.6, §4.5). Messages count only
 * from the auth host's origin. Success with hint 'login' completes the login; any other hint is a
 * registration: tracked with its method and referral code, then onboarding unless skipped.
 */
export function AuthFrame({
  defaultView,
  skipOnboarding,
  go = (href) => window.location.assign(href),
}: AuthFrameProps) {
  const { api, session, track } = useEngine();
  const [height, setHeight] = useState(AUTH_FRAME_INITIAL_HEIGHT);
  const authHost = useQuery(authHostQuery(api));
  const origin = authHost.data ? new URL(authHost.data.origin).origin : undefined;

  useEffect(() => {
    if (!origin || !session) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const message = authFrameMessageSchema.safeParse(event.data);
      if (!message.success) return;
      const { height: posted, accessToken, refreshToken, hint, social, referralCode } = message.data;
      if (posted) setHeight(Math.ceil(posted));
      if (!accessToken) return;
      const tokens = { access_token: accessToken, refresh_token: refreshToken ?? '' };
      const context = { session, cookies: browserCookieJar(), go };
      if (hint === 'login') return completeLogin(tokens, context);
      session.setTokens(tokens); // first, so the registration is tracked as the new user
      track('Registration', {
        method: social ? REGISTRATION_METHODS[social] : 'Login and Password',
        referral_code: referralCode ?? null,
      });
      completeRegistration(tokens, {
        ...context,
        skipOnboarding,
        currentPath: window.location.pathname + window.location.search,
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, session, go, skipOnboarding, track]);

  if (authHost.isError) return <p role="alert">Logging in is unavailable right now. Please try again later.</p>;
  if (!origin || !session)
    return (
      <div
        className="ks-block-loading"
        style={{ height: AUTH_FRAME_INITIAL_HEIGHT }}
        aria-busy="true"
        aria-label="Loading"
      />
    );
  const src = `${origin}/${defaultView}?${new URLSearchParams({ platform: 'iframe', client_id: session.clientId() })}`;
  return (
    <iframe
      className="ks-auth-frame"
      title={defaultView === 'login' ? 'Log in' : 'Sign up'}
      src={src}
      style={{ width: '100%', height, border: 0 }}
    />
  );
}

import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import {
  browserCookieJar,
  decodeAccessToken,
  displayedMessage,
  REFERRAL_CODE_COOKIE,
  useEngine,
  type TokenPair,
} from '../../engine';
import { AlertBox } from '../alert/AlertBox';
import { Button } from '../button/Button';
import { Stylesheet } from '../stylesheet/Stylesheet';
import accountCss from './AccountFlow.css?url';
import { completeLogin, completeRegistration, type CompletionContext } from './complete-sign-in';
import {
  answerChallenge,
  linkSocialAccount,
  passwordLogin,
  register,
  socialLogin,
  type SocialGrant,
} from './iam-queries';
import {
  devSocialSignIn,
  PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  socialGrant,
  type SocialProvider,
  type SocialSignIn,
} from './social-providers';
import { ChallengeView } from './views/ChallengeView';
import { FormError } from './views/FormError';
import { LoginForm } from './views/LoginForm';
import { RegisterFormView, type RegisterValues } from './views/RegisterFormView';
import { SocialExistingEmailView } from './views/SocialExistingEmailView';
import { SocialNewUserView } from './views/SocialNewUserView';

/** The views of the login/register modal (spec §2.6); 'register' is the landing with log-in and social buttons. */
export type AccountView = 'register' | 'registerForm' | 'challenge' | 'socialNewUser' | 'socialExistingEmail';

const TITLES: Record<AccountView, string> = {
  register: 'Log In',
  registerForm: 'Sign Up',
  challenge: 'Enter Your PIN',
  socialNewUser: 'Create Your Account',
  socialExistingEmail: 'Link Your Account',
};

const ACCOUNT_TYPES = { facebook: 'FACEBOOK', apple: 'APPLE', google: 'GOOGLE' } as const;

interface PendingSocial {
  provider: SocialProvider;
  grant: SocialGrant;
  email: string | null;
}

export interface AccountFlowProps {
  initialView?: AccountView;
  /** Why the guest is asked (a spec §5 text), shown above the forms. */
  reason?: string;
  /** On the /login or /register page the switch between them is a link to the other page; elsewhere it changes view. */
  page?: 'login' | 'register';
  /** Wraps each view with its title: the modal, or the page's heading. */
  frame: (title: string, body: ReactNode) => ReactNode;
  /** Runs after a login when no destination cookie is set (instead of going home). */
  callback?: () => void;
  skipOnboarding?: boolean;
  /** Navigation (default: a full page load, so the next page renders signed in). */
  go?: (href: string) => void;
  /** The provider sign-ins (default: the development double outside production, none in production). */
  socialSignIn?: SocialSignIn | null;
  /**
   * A provider whose sign-in starts as soon as the flow is shown (/register?provider=facebook, the hero's
   * 'JOIN WITH FACEBOOK'); it opens on the 'register' view, whose social buttons and error stay to retry.
   * Ignored when no provider sign-in is wired (production without one): the flow opens as usual.
   */
  startWith?: SocialProvider;
}

/**
 * The flows of spec §4.5 over the five views: password login with the PIN challenge, registration and social sign-in.
 */
export function AccountFlow({
  initialView = 'register',
  reason,
  page,
  frame,
  callback,
  skipOnboarding,
  go = (href) => window.location.assign(href),
  socialSignIn,
  startWith,
}: AccountFlowProps) {
  const { api, session, environment } = useEngine();
  const signIns = socialSignIn === undefined ? (environment === 'production' ? null : devSocialSignIn) : socialSignIn;
  const starting = startWith !== undefined && signIns !== null;
  const [view, setView] = useState<AccountView>(starting ? 'register' : initialView);
  const [challengeToken, setChallengeToken] = useState<string>();
  const [social, setSocial] = useState<PendingSocial>();
  const [socialError, setSocialError] = useState<string>();

  // Read in event handlers only: the page also renders on the server.
  const requireSession = () => {
    if (!session) throw new Error('Signing in needs the engine session');
    return session;
  };
  const clientId = () => requireSession().clientId();
  const referralCode = () => browserCookieJar().get(REFERRAL_CODE_COOKIE);
  const currentPath = () => window.location.pathname + window.location.search;
  const context = (): CompletionContext => ({
    session: requireSession(),
    cookies: browserCookieJar(),
    go,
    callback,
    developer: new URLSearchParams(window.location.search).get('mode') === 'developer',
  });

  /** Logs in, linking the pending social account first when the login was to link it (socialExistingEmail). */
  async function loggedIn(tokens: TokenPair) {
    const uuid = decodeAccessToken(tokens.access_token)?.uuid;
    if (social && uuid) {
      requireSession().setTokens(tokens);
      await linkSocialAccount(
        api,
        uuid,
        ACCOUNT_TYPES[social.provider],
        social.grant.token,
        social.grant.authorization_code,
      );
    }
    completeLogin(tokens, context());
  }

  async function login(usernameOrEmail: string, password: string) {
    const result = await passwordLogin(api, usernameOrEmail, password, clientId());
    if (result.kind === 'challenge') {
      setChallengeToken(result.challengeToken);
      setView('challenge');
      return;
    }
    await loggedIn(result.tokens);
  }

  async function registered(values: RegisterValues) {
    const { tokens, notice } = await register(api, { ...values, referralCode: referralCode() }, clientId());
    completeRegistration(tokens, { ...context(), skipOnboarding, currentPath: currentPath(), notice });
  }

  async function signInWith(provider: SocialProvider) {
    setSocialError(undefined);
    try {
      const credential = await signIns?.credential(provider);
      if (!credential) return;
      const grant = socialGrant(provider, credential, window.location.origin);
      const result = await socialLogin(api, grant, clientId(), referralCode());
      if (result.kind === 'tokens') return completeLogin(result.tokens, context());
      setSocial({ provider, grant, email: result.email });
      setView(result.kind === 'new_user' ? 'socialNewUser' : 'socialExistingEmail');
    } catch (error) {
      setSocialError(displayedMessage(error));
    }
  }

  // The provider's flow starts once, after hydration (the browser's SDK or its stand-in is needed).
  const started = useRef(false);
  const start = useEffectEvent((provider: SocialProvider) => void signInWith(provider));
  useEffect(() => {
    if (!starting || started.current) return;
    started.current = true;
    start(startWith);
  }, [starting, startWith]);

  const switchLink = (to: 'login' | 'register') => {
    const label = to === 'register' ? 'Sign up' : 'Log in';
    if (page) return <a href={`/${to}`}>{label}</a>;
    return (
      <Button
        variant="link"
        className="ks-account__link"
        onClick={() => setView(to === 'register' ? 'registerForm' : 'register')}
      >
        {label}
      </Button>
    );
  };

  const body = (() => {
    switch (view) {
      case 'register':
        return (
          <>
            {signIns ? (
              <div className="ks-account__social" role="group" aria-label="Continue with a social account">
                {SOCIAL_PROVIDERS.map((provider) => (
                  <button
                    key={provider}
                    type="button"
                    className={`ks-account__social-button ks-account__social-button--${provider}`}
                    onClick={() => void signInWith(provider)}
                  >
                    Continue with {PROVIDER_NAMES[provider]}
                  </button>
                ))}
                <FormError message={socialError} />
                <p className="ks-account__or">or</p>
              </div>
            ) : null}
            <LoginForm onSubmit={login} />
            <p className="ks-account__switch">Don’t have an account? {switchLink('register')}</p>
          </>
        );
      case 'registerForm':
        return (
          <>
            <RegisterFormView onSubmit={registered} />
            <p className="ks-account__switch">Already have an account? {switchLink('login')}</p>
          </>
        );
      case 'challenge':
        return (
          <ChallengeView
            onSubmit={async (pin) => loggedIn(await answerChallenge(api, challengeToken ?? '', pin, clientId()))}
          />
        );
      case 'socialNewUser':
        return (
          <SocialNewUserView
            providerName={PROVIDER_NAMES[social!.provider]}
            email={social!.email}
            onSubmit={async (values) => {
              const { tokens, notice } = await register(
                api,
                { ...values, referralCode: referralCode(), social: social!.grant },
                clientId(),
              );
              completeRegistration(tokens, { ...context(), skipOnboarding, currentPath: currentPath(), notice });
            }}
          />
        );
      case 'socialExistingEmail':
        return (
          <SocialExistingEmailView
            providerName={PROVIDER_NAMES[social!.provider]}
            email={social!.email ?? ''}
            onSubmit={(password) => login(social!.email ?? '', password)}
          />
        );
    }
  })();

  return frame(
    TITLES[view],
    <div className="ks-account" data-view={view}>
      <Stylesheet href={accountCss} precedence="ui" />
      {reason ? <AlertBox kind="info">{reason}</AlertBox> : null}
      {body}
    </div>,
  );
}

import { useState, type FormEvent } from 'react';
import { browserCookieJar, lazySchema, NEWSLETTER_SIGNED_UP_COOKIE, useEngine } from '../../engine';

export const NEWSLETTER_PATH = '/v1/newsletter/subscriptions';

/**
 * The subscription's schema, the server's own, loaded when the field gets focus (the footer is in every page's
 * entry, and most visitors never subscribe), so it is there by the time the form is sent.
 */
const subscriptionSchema = lazySchema(() =>
  import('../../schemas/entities/chrome').then((schemas) => schemas.newsletterSubscriptionSchema),
);

const loadSubscriptionSchema = () => subscriptionSchema.schema().catch(() => null);

/**
 * The e-mail check of spec §5 (an empty field is 'Required'), or null when valid. Should the check's code
 * fail to load, the address goes to the server, which checks it with the same schema.
 */
export async function newsletterError(email: string): Promise<string | null> {
  if (!email.trim()) return 'Required';
  const schema = await loadSubscriptionSchema();
  if (!schema) return null;
  return schema.shape.email.safeParse(email.trim()).success ? null : 'Enter a valid email';
}

/**
 * The footer newsletter form (spec §2.4, §5), for guests: checked on submit only; a valid address
 * shows 'Thanks' at once, sets ks_ec=1 and subscribes with source FOOTER. A failed call still
 * shows 'Thanks' (the visitor can do nothing about it) and is tracked as 'Newsletter Subscribe Failed'.
 */
export function Newsletter() {
  const { api, track } = useEngine();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await newsletterError(email);
    setError(problem);
    if (problem) return;
    setDone(true);
    browserCookieJar().set(NEWSLETTER_SIGNED_UP_COOKIE, '1');
    api.post(NEWSLETTER_PATH, { email: email.trim(), source: 'FOOTER' }).catch((failure: unknown) => {
      track('Newsletter Subscribe Failed', {
        source: 'FOOTER',
        message: failure instanceof Error ? failure.message : String(failure),
      });
    });
  };

  return (
    <section className="ks-newsletter" aria-labelledby="ks-newsletter-title">
      <h2 id="ks-newsletter-title" className="ks-newsletter__title">
        Get the best deals in your inbox
      </h2>
      {done ? (
        <p className="ks-newsletter__thanks" role="status">
          Thanks
        </p>
      ) : (
        <form className="ks-newsletter__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <label htmlFor="ks-newsletter-email" className="ks-visually-hidden">
            Email
          </label>
          <input
            id="ks-newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="Email address"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'ks-newsletter-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={() => void loadSubscriptionSchema()}
          />
          <button type="submit">Subscribe</button>
          {error ? (
            <p id="ks-newsletter-error" className="ks-newsletter__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { displayedMessage, useEngine } from '../../engine';
import { newsletterConfirmedSchema } from '../../schemas/entities/chrome';
import { AlertBox } from '../../ui/alert/AlertBox';
import { PageMeta } from '../../ui/page-meta/PageMeta';

/**
 * The newsletter's mailed link: 'Confirm subscription' sends its token (POST /v1/newsletter/confirmations), and only
 * then is the address subscribed. Not on arrival: mail scanners open links, and must not subscribe anyone.
 */
export default function NewsletterConfirmScreen() {
  const { api } = useEngine();
  const token = new URLSearchParams(useSearch()).get('token');
  const confirm = useMutation({
    mutationFn: (value: string) =>
      api.post('/v1/newsletter/confirmations', { token: value }, { schema: newsletterConfirmedSchema }),
  });
  return (
    <div className="ks-page">
      <PageMeta title="Confirm your newsletter subscription" description="Confirm the Kitswap newsletter." />
      <h1>Confirm your newsletter subscription</h1>
      {!token ? (
        <AlertBox kind="error" role="alert">
          This link is incomplete. Open the link in the e-mail we sent you, or sign up for the newsletter again.
        </AlertBox>
      ) : confirm.isSuccess ? (
        <AlertBox kind="success">Thanks: the Kitswap newsletter will come to {confirm.data.email}.</AlertBox>
      ) : (
        <>
          <p>Get the best deals in your inbox: confirm that you want the Kitswap newsletter.</p>
          <button
            type="button"
            className="ks-button ks-button--primary"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? 'Confirming…' : 'Confirm subscription'}
          </button>
          {confirm.isError ? (
            <AlertBox kind="error" role="alert">
              {displayedMessage(confirm.error)}
            </AlertBox>
          ) : null}
        </>
      )}
    </div>
  );
}

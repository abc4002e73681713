import { defineScreen } from '../../engine';

/**
 * /account/newsletter?token=: where the newsletter's confirmation mail lands (double opt-in, issue 31); a button
 * confirms, so a mail scanner opening the link subscribes no one.
 */
export const newsletterConfirm = defineScreen({
  id: 'newsletter-confirm',
  path: '/account/newsletter',
  chrome: 'simple-footer',
  load: () => import('./NewsletterConfirmScreen'),
});

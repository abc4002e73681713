/** The words of the privacy controls (spec §4.8 names the states, not the text). */
export const PRIVACY_CHOICES = 'Privacy choices';
export const PRIVACY_POLICY = 'Privacy Policy';
export const CHOICE_LEGEND = 'Analytics and marketing';
export const OPT_IN_LABEL = 'Allow analytics and marketing (opt in)';
export const OPT_OUT_LABEL = 'Do not use my data for analytics or marketing (opt out)';
export const GPC_EXPLANATION =
  'Your browser sends a Global Privacy Control signal, so you are opted out. To opt in, turn that signal off in your browser.';
export const SAVED = 'Your privacy choice is saved.';
export const NOTICE_LABEL = 'Privacy notice';
export const NOTICE_TEXT =
  'Kitswap uses cookies and analytics to measure and improve the site and to show relevant offers. You can opt out now, or any time from Privacy choices at the bottom of every page.';
export const NOTICE_ACCEPT = 'Accept';
export const NOTICE_OPT_OUT = 'Opt out';

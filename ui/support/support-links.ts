/** Where 'Contact Support' leads (a help-center request form; the spec does not name its target, ours). */
export const CONTACT_SUPPORT = 'https://help.kitswap.com/hc/en-us/requests/new';

/**
 * eBay's consent step in the browser: a real implementation sends the seller to eBay's consent page
 * and hands back the authorization code eBay returns. Outside production the stand-in asks for an
 * eBay username and makes the code the server's sandbox connector accepts ('sandbox.{username}').
 */
export interface EbayConsent {
  authorizationCode(): Promise<string | null>;
}

export const sandboxEbayConsent: EbayConsent = {
  async authorizationCode() {
    const username = window.prompt('Sandbox eBay: the eBay username to connect')?.trim();
    return username ? `sandbox.${username}` : null;
  },
};

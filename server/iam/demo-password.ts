/**
 * The password of every demo account (server/seed/README.md lists them). It is published, so no real account may
 * take it (`npm run admin:create` refuses it).
 */
export const DEMO_PASSWORD = 'Kitswap-demo-2026';

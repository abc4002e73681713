import type { ServerMode } from '../../server';

/** The first line a server prints: which KS_ENV it runs as, and what that lets through. */
export function startBanner(mode: ServerMode): string {
  switch (mode) {
    case 'production':
      return 'Kitswap starting in production mode (KS_ENV unset or production): no sandbox money, SMS or social stand-ins';
    case 'staging':
      return 'Kitswap starting in staging mode (KS_ENV=staging): payments go to the sandbox, no real money moves';
    default:
      return `Kitswap starting in ${mode} mode (KS_ENV=${mode}): the demo, with the payment sandbox, the fixed SMS code, the social stand-in and the development token secret; not for real users`;
  }
}

import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './Banner.css?url';

/**
 * Loads the banner look (`ks-banner`, `ks-banner--image`, `ks-banner__image`, `__content`, `__title`,
 * `__subtitle`, `__button`, `__button--primary`) of the hero block and the carousel's slides; a block
 * sets `--ks-banner-bg` and `--ks-banner-scrim` and keeps its own sizes.
 */
export function BannerStyles() {
  return <Stylesheet href={css} precedence="ui" />;
}

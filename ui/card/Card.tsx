import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './Card.css?url';

/**
 * Loads the card look (`ks-card-grid`, `ks-card`, `ks-card__media`, `ks-card__name`,
 * `ks-card--flat`); render it once in any component that uses those classes.
 */
export function CardStyles() {
  return <Stylesheet href={css} precedence="ui" />;
}

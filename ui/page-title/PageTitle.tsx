import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './PageTitle.css?url';

/** Loads the page title look (`ks-page-title`, `ks-page-title__lede`) of the blocks whose heading role is 'title'. */
export function PageTitleStyles() {
  return <Stylesheet href={css} precedence="ui" />;
}

import type { ComponentProps } from 'react';
import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './OutlineButton.css?url';

/**
 * The outlined pill button: the 'Show More' / 'VIEW ALL' / 'Load more' under a list, and quiet actions beside the
 * page's main one.
 */
export function OutlineButton({ className, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  return (
    <>
      <Stylesheet href={css} precedence="ui" />
      <button type="button" className={className ? `ks-outline-button ${className}` : 'ks-outline-button'} {...props} />
    </>
  );
}

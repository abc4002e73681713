import type { ComponentProps } from 'react';
import { Button, ButtonStyles } from '../button/Button';
import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './OutlineButton.css?url';

/**
 * The outlined pill button: the 'Show More' / 'VIEW ALL' / 'Load more' under a list, and quiet actions beside the
 * page's main one.
 */
export function OutlineButton({ className, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  return (
    <>
      {/* Button.css first, so this sheet (same precedence) comes after it and wins. */}
      <ButtonStyles />
      <Stylesheet href={css} precedence="ui" />
      <Button className={className ? `ks-outline-button ${className}` : 'ks-outline-button'} {...props} />
    </>
  );
}

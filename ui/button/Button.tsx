import type { ComponentProps } from 'react';
import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './Button.css?url';

/** The button looks: outlined (the default), the brand's primary, filled ink, outlined in the text's colour. */
export type ButtonVariant = 'outline' | 'primary' | 'ink' | 'ghost';

/**
 * Loads the button look (`ks-button`, `ks-button--primary`, `ks-button--ink`, `ks-button--ghost`, `ks-button--small`);
 * render it once in any component that puts those classes on a link or button.
 */
export function ButtonStyles() {
  return <Stylesheet href={css} precedence="ui" />;
}

/** The class list of a button or a link that looks like one: `buttonClass('primary', 'ks-cart__pay')`. */
export function buttonClass(variant: ButtonVariant = 'outline', className?: string): string {
  return ['ks-button', variant === 'outline' ? '' : `ks-button--${variant}`, className ?? ''].filter(Boolean).join(' ');
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant };

/** A pill button (type "button" unless told) carrying its own stylesheet. */
export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return (
    <>
      <ButtonStyles />
      <button type={type} className={buttonClass(variant, className)} {...props} />
    </>
  );
}

import type { ComponentProps } from 'react';
import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './Button.css?url';

/**
 * The button looks: the pill outlined (the default), in the brand's primary, filled ink or outlined in the text's
 * colour; or a button that reads as text, `plain` (a close ×, a dot, a tab) or `link` (an action among words).
 */
export type ButtonVariant = 'outline' | 'primary' | 'ink' | 'ghost' | 'plain' | 'link';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  outline: 'ks-button',
  primary: 'ks-button ks-button--primary',
  ink: 'ks-button ks-button--ink',
  ghost: 'ks-button ks-button--ghost',
  plain: 'ks-button-plain',
  link: 'ks-button-plain ks-button-plain--link',
};

/**
 * Loads the button looks (`buttonClass`'s classes and `ks-button--small`); render it once in any component that puts
 * those classes on a link or button.
 */
export function ButtonStyles() {
  return <Stylesheet href={css} precedence="ui" />;
}

/** The class list of a button or a link that looks like one: `buttonClass('primary', 'ks-cart__pay')`. */
export function buttonClass(variant: ButtonVariant = 'outline', className?: string): string {
  return className ? `${VARIANT_CLASSES[variant]} ${className}` : VARIANT_CLASSES[variant];
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant };

/** A button of one of the looks (type "button" unless told) carrying its own stylesheet. */
export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return (
    <>
      <ButtonStyles />
      <button type={type} className={buttonClass(variant, className)} {...props} />
    </>
  );
}

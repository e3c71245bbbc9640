import type { ButtonHTMLAttributes } from 'react'
import './Button.css'

/** Visual weight of a button: one primary action per screen, secondary for the rest, danger for removals. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

/** The class names of a button look, for links that should look like buttons (`<Link className={buttonClass()}>`). */
export function buttonClass(variant: ButtonVariant = 'secondary', size: 'normal' | 'small' = 'normal'): string {
  return `button button--${variant}${size === 'small' ? ' button--small' : ''}`
}

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: 'normal' | 'small'
}

/** A `<button type="button">` in one of the app's looks; pass `type="submit"` inside forms. */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  const classes = className ? `${buttonClass(variant, size)} ${className}` : buttonClass(variant, size)
  return <button type={type} className={classes} {...rest} />
}

import type { HTMLAttributes } from 'react'
import './FormField.css'

/** Props of {@link FormMessage}. */
export interface FormMessageProps extends HTMLAttributes<HTMLElement> {
  /** `hint`: muted help text; `error`: what went wrong, announced (role="alert"). */
  tone: 'hint' | 'error'
  /** `div` when the message holds blocks (a list, buttons); a paragraph otherwise. */
  as?: 'p' | 'div' | 'span'
}

/** A sentence about a form as a whole or a list of settings, outside any one field: a hint or an error. */
export function FormMessage({ tone, as: Tag = 'p', className, ...rest }: FormMessageProps) {
  const base = tone === 'error' ? 'form-field__error' : 'form-field__hint'
  return (
    <Tag
      role={tone === 'error' ? 'alert' : undefined}
      className={className ? `${base} ${className}` : base}
      {...rest}
    />
  )
}

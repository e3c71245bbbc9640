import { type ReactNode, useId } from 'react'
import './FormField.css'

/** What a form control needs from its {@link FormField}: its id and the wiring to the hint and the error. */
export interface FormControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

/** Props of {@link FormField}. */
export interface FormFieldProps {
  label: ReactNode
  /** Always shown under the control (format, example). */
  hint?: ReactNode
  /** A sentence saying what is wrong with the value; marks the control invalid and is announced. */
  error?: string | undefined
  /** The control, given its id and aria wiring: `{(control) => <input {...control} />}`. */
  children: (control: FormControlProps) => ReactNode
  className?: string
}

/**
 * One labelled form control with its hint and error. The label points at the control; the control is described by
 * the hint and the error (`aria-describedby`) and marked `aria-invalid` while there is an error, so screen readers
 * read the problem with the field.
 */
export function FormField({ label, hint, error, children, className }: FormFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

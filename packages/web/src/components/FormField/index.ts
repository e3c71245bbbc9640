export { FormActions } from './FormActions'
export { type FormControlProps, FormField, type FormFieldProps } from './FormField'
export { FormMessage, type FormMessageProps } from './FormMessage'

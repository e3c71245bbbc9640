export { type FormControlProps, FormField, type FormFieldProps } from './FormField'

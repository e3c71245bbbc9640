export { Button, type ButtonProps, type ButtonVariant, buttonClass } from './Button'

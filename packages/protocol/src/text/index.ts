export { DISPLAY_TEXT_MAX, sanitizeDisplayText } from './sanitizeDisplayText'

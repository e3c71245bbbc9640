import { sanitizeDisplayText } from '@strongroom/protocol'

/**
 * A name someone else chose (a proposal's origin, a Safe App's name) as the app shows it: through the one display
 * rule (protocol's `sanitizeDisplayText`, docs/web-security.md §2.10) and isolated (`<bdi>`), so that nothing in it can
 * reorder or hide the text around it on a signing screen.
 */
export function DisplayName({ text, max }: { text: string; max?: number }) {
  return <bdi>{sanitizeDisplayText(text, max)}</bdi>
}

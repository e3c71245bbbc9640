import { sanitizeDisplayText } from '@strongroom/protocol'

/** A name as it may be shown: nothing in it may reorder or hide the text around it (docs/web-security.md §2.10). */
export function safeDisplayName(name: string | undefined): string | undefined {
  return name === undefined ? undefined : sanitizeDisplayText(name) || undefined
}

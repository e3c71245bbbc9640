/** Characters that are invisible or move other text: controls, format characters (bidi embeddings, overrides and
 * isolates, marks, zero-width spaces and joiners, word joiner, BOM, soft hyphen, tags), line and paragraph
 * separators, private-use characters, and every default-ignorable code point (Hangul fillers, variation selectors,
 * combining grapheme joiner …). */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Default_Ignorable_Code_Point}]/gu
/** More combining marks on one character than any script needs: they pile up over the text around them. */
const STACKED_MARKS = /(\p{M}{4})\p{M}+/gu
const SPACES = /\s+/gu

/** The default bound of a name on screen, in characters. */
export const DISPLAY_TEXT_MAX = 100

/**
 * The one rule for text that others choose and a signing screen shows (proposal origins, Safe App names, address-book
 * names): nothing in it may reorder or hide the text around it (docs/web-security.md §2.10). Removes invisible and
 * direction-changing characters (see {@link HIDDEN}), turns every run of white space into one space, keeps at most
 * four combining marks per character, trims, and cuts to `max` characters (never inside a surrogate pair). Right-to-
 * left letters stay: the screen isolates each name (`<bdi>`), so they cannot move what follows. Idempotent.
 */
export function sanitizeDisplayText(text: string, max = DISPLAY_TEXT_MAX): string {
  const clean = text.replace(SPACES, ' ').replace(HIDDEN, '').replace(STACKED_MARKS, '$1').replace(SPACES, ' ').trim()
  const characters = [...clean]
  return characters.length <= max ? clean : characters.slice(0, max).join('').trimEnd()
}

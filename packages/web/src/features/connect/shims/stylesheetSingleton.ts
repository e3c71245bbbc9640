/** What react-style-singleton's `stylesheetSingleton()` returns. */
export interface StylesheetSingleton {
  add(style: string): void
  remove(): void
}

/**
 * Stands in for react-style-singleton's `stylesheetSingleton` (vite.config.ts maps its `./singleton` module here),
 * which react-remove-scroll uses to lock the page's scrolling while a RainbowKit modal is open. The original appends a
 * `<style>` element, which the Content-Security-Policy blocks (no inline styles, docs/web-security.md); a constructed
 * stylesheet adopted by the document is CSSOM, which the policy leaves alone. Same counting: the first `add` installs
 * the rules, the last `remove` takes them away.
 */
export function stylesheetSingleton(): StylesheetSingleton {
  let counter = 0
  let sheet: CSSStyleSheet | undefined
  return {
    add(style) {
      if (counter === 0) {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(style)
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      }
      counter++
    },
    remove() {
      counter--
      if (counter === 0 && sheet) {
        const removed = sheet
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed)
        sheet = undefined
      }
    },
  }
}

/** The operating system names ua-parser-js 2 reports, for the systems RainbowKit tells apart. */
export type OsName = 'Windows' | 'iOS' | 'Android' | 'macOS' | 'Chrome OS' | 'Ubuntu' | 'Fedora' | 'Debian' | 'Linux'

// Order matters: iPadOS and Android user agents also contain "Mac OS X" and "Linux".
const OS_PATTERNS: ReadonlyArray<readonly [RegExp, OsName]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/CrOS/, 'Chrome OS'],
  [/Ubuntu/, 'Ubuntu'],
  [/Fedora/, 'Fedora'],
  [/Debian/, 'Debian'],
  [/Linux|X11/, 'Linux'],
]

/**
 * Stands in for ua-parser-js inside RainbowKit (vite.config.ts maps the import here, for RainbowKit only): RainbowKit
 * reads nothing but `UAParser().os.name`, to pick desktop download links, and the full parser costs ~12 KB gzip on
 * the landing page (docs/landing-page.md).
 */
export function UAParser(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): {
  os: { name: OsName | undefined }
} {
  return { os: { name: OS_PATTERNS.find(([pattern]) => pattern.test(userAgent))?.[1] } }
}

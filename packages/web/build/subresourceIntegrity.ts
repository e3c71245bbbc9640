import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

const TAG = /<(script|link)\b[^>]*>/g

/**
 * Adds `integrity="sha384-…"` to every `<script src>` and every stylesheet or modulepreload `<link href>` of `html`
 * whose file `content` knows (paths as written in the tag). Tags of other files, and tags that already carry an
 * integrity attribute, stay as they are.
 */
export function addIntegrity(html: string, content: (path: string) => string | Uint8Array | undefined): string {
  return html.replace(TAG, (tag, name: string) => {
    if (/\sintegrity=/.test(tag)) return tag
    if (name === 'link' && !/\srel="(stylesheet|modulepreload)"/.test(tag)) return tag
    const url = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    const body = url === undefined ? undefined : content(url)
    if (body === undefined) return tag
    const digest = createHash('sha384').update(body).digest('base64')
    return tag.replace(/\s*\/?>$/, (end) => ` integrity="sha384-${digest}"${end}`)
  })
}

/**
 * Subresource Integrity for the scripts and styles index.html loads (docs/web-security.md): a copy of the app whose
 * files were altered after the build (a CDN, a proxy, a writable dist/) refuses to run them. Runs last, on the final
 * chunk code. Chunks loaded later through `import()` cannot carry integrity: browsers offer no attribute for it.
 */
export function subresourceIntegrity(): Plugin {
  return {
    name: 'strongroom:subresource-integrity',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const content = (url: string) => {
          const file = bundle[url.replace(/^\//, '')]
          if (!file) return undefined
          return file.type === 'chunk' ? file.code : file.source
        }
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue
          const html = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source)
          file.source = addIntegrity(html, content)
        }
      },
    },
  }
}

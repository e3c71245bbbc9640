// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { addIntegrity } from './subresourceIntegrity'

const sri = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`
const files: Record<string, string> = {
  '/assets/index-a1.js': 'console.log(1)',
  '/assets/vendor-b2.js': 'export const x = 2',
  '/assets/index-c3.css': 'body{margin:0}',
}
const content = (path: string) => files[path]

describe('addIntegrity', () => {
  it('adds sha384 integrity to module scripts, modulepreload and stylesheet links', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
    ].join('\n')
    expect(addIntegrity(html, content)).toBe(
      [
        `<script type="module" crossorigin src="/assets/index-a1.js" integrity="${sri('console.log(1)')}"></script>`,
        `<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js" integrity="${sri('export const x = 2')}">`,
        `<link rel="stylesheet" crossorigin href="/assets/index-c3.css" integrity="${sri('body{margin:0}')}">`,
      ].join('\n'),
    )
  })

  it('keeps self-closing tags well formed', () => {
    expect(addIntegrity('<link rel="stylesheet" href="/assets/index-c3.css" />', content)).toBe(
      `<link rel="stylesheet" href="/assets/index-c3.css" integrity="${sri('body{margin:0}')}" />`,
    )
  })

  it('leaves icons, preloads of other kinds, unknown files and existing integrity alone', () => {
    const html = [
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
      '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">',
      '<script type="module" src="/assets/missing.js"></script>',
      '<script src="/assets/index-a1.js" integrity="sha384-given"></script>',
    ].join('\n')
    expect(addIntegrity(html, content)).toBe(html)
  })
})

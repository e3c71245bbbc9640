import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

/** Every file git tracks that may cite a document: code, SQL, scripts, configs and READMEs. */
function trackedSources(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js|sql|sh|css|md|json)$/.test(file) || file === '.ci/run')
    .filter((file) => !file.startsWith('docs/') && file !== 'package-lock.json')
}

// Comments cite the project's own design documents (docs/architecture.md): a newcomer who clones the repository must
// find each one, and never a file outside it.
describe('document references', () => {
  const sources = trackedSources().map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }))

  it('every docs/<name>.md a file names exists in the repository', () => {
    const missing = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/\bdocs\/([a-z0-9-]+)\.md/g)]
        .map((match) => `docs/${match[1]}.md`)
        .filter((doc) => !existsSync(join(root, doc)))
        .map((doc) => `${file} → ${doc}`),
    )
    expect(missing).toEqual([])
  })

  it('no file points outside the repository for its documents', () => {
    const outside = sources.filter(({ text }) => /\.\.\/shared\//.test(text)).map(({ file }) => file)
    expect(outside).toEqual([])
  })

  it('a bare document name in a comment carries the docs/ folder', () => {
    const bare = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/(?<![\w/.-])(gateway-api|indexing|live-updates|architecture|web-security)\.md/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    )
    expect(bare).toEqual([])
  })
})

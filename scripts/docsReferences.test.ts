import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

/** Whether git ignores `path` (a file made at run time). */
function isIgnored(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', path], { cwd: root })
    return true
  } catch {
    return false
  }
}

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)

/** Every file git tracks that may cite a document: code, SQL, scripts, configs and READMEs. */
function trackedSources(): string[] {
  return tracked
    .filter((file) => /\.(ts|tsx|mjs|js|sql|sh|css|md|json)$/.test(file) || file === '.ci/run')
    .filter((file) => !file.startsWith('docs/') && file !== 'package-lock.json')
    .filter((file) => file !== 'scripts/docsReferences.test.ts') // its planted text names missing files on purpose
}

/** Paths like `src/<folder>/<file>.ts` that a comment names and no tracked file matches (its path equal to, or ending in, it). */
function missingCommentPaths(text: string, files: readonly string[]): string[] {
  const comment = /(?:^\s*(?:\/\/|\/\*|\*|--|#)|\/\/).*$/gm
  const path = /(?<![\w@:/.-])((?:\.\/)?[\w.-]+(?:\/[\w.-]+)+\.(?:tsx?|mjs|js|json|sql|css|md|sh|ya?ml))\b/g
  return [...text.matchAll(comment)].flatMap((line) =>
    [...line[0].matchAll(path)]
      .map((match) => match[1]!.replace(/^\.\//, ''))
      // A template (`migrations/NNN_name.sql`) names no one file.
      .filter((named) => !/(^|[/_])N{2,}_/.test(named))
      .filter((named) => !files.some((file) => file === named || file.endsWith(`/${named}`))),
  )
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

  it('every file path a code comment names exists in the repository', () => {
    // Paths git ignores are made at run time (`.data/demo.json`): they name no file of the repository.
    const code = sources.filter(({ file }) => /\.(ts|tsx|mjs|js|sql|sh|css)$/.test(file) || file === '.ci/run')
    const missing = code.flatMap(({ file, text }) =>
      missingCommentPaths(text, tracked)
        .filter((path) => !isIgnored(path))
        .map((path) => `${file} → ${path}`),
    )
    expect(missing).toEqual([])
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

describe('the reference checks, on planted text', () => {
  it('find a path a comment names that no file has, and only in comments', () => {
    const files = ['packages/web/src/app/App.tsx', 'e2e/landing.spec.ts']
    const text = [
      '// drawn by src/app/App.tsx and e2e/landing.spec.ts',
      ' * see src/app/Gone.tsx',
      "const notAComment = 'src/app/Elsewhere.tsx'",
      '-- migrations/NNN_name.sql',
    ].join('\n')
    expect(missingCommentPaths(text, files)).toEqual(['src/app/Gone.tsx'])
  })
})

import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
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

/** The headings of a document: their numbers (`4.12` of `### 4.12 Tokens`) and their texts, lower-cased. */
function headingsOf(doc: string): { numbers: Set<string>; texts: string[] } {
  const texts = [...readFileSync(join(root, doc), 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => match[1]!)
  const numbers = texts.flatMap((text) => /^(\d+(?:\.\d+)*)\.?\s/.exec(text)?.[1] ?? [])
  return { numbers: new Set(numbers), texts: texts.map((text) => text.toLowerCase()) }
}

/**
 * The sections a `docs/<name>.md §3.1` reference (or `<name>.md §3.1`) names that its document has no heading for. A range (`§1–3`,
 * `§4.1–4.3`) names its two ends; a named section (`§Flows`) is a heading that starts with that word.
 */
function missingSections(text: string, headings: (doc: string) => ReturnType<typeof headingsOf> | undefined) {
  const reference =
    /(?<![\w-])(?:docs\/)?([a-z0-9-]+)\.md`?\)?,? §\s?(\d+(?:\.\d+)*(?:[–-]\d+(?:\.\d+)*)?|[A-Za-z][\w-]*)/g
  return [...text.matchAll(reference)].flatMap((match) => {
    const doc = `docs/${match[1]}.md`
    const found = headings(doc)
    if (!found) return []
    const section = match[2]!
    if (!/^\d/.test(section))
      return found.texts.some((heading) => heading.replace(/^[\d.]+\s+/, '').startsWith(section.toLowerCase()))
        ? []
        : [`${doc} §${section}`]
    const [from, to] = section.split(/[–-]/) as [string, string | undefined]
    // `§4.1–3` abbreviates `§4.1–4.3`.
    const end = to && !to.includes('.') && from.includes('.') ? from.replace(/\d+$/, to) : to
    return [from, end]
      .filter((number) => number !== undefined && !found.numbers.has(number))
      .map(() => `${doc} §${section}`)
  })
}

/** A file path with at least one folder, such as `src/<folder>/<file>.ts` or `../docs/x.md`. */
const FILE_PATH = /(?<![\w@:/.-])((?:\.\/)?[\w.-]+(?:\/[\w.-]+)+\.(?:tsx?|mjs|js|json|sql|css|md|sh|ya?ml))\b/g

/** Whether `named` is a path no tracked file has (equal to it, or ending in it), and not a template such as `migrations/NNN_name.sql`. */
const isMissing = (named: string, files: readonly string[]) =>
  !/(^|[/_])N{2,}_/.test(named) && !files.some((file) => file === named || file.endsWith(`/${named}`))

/** Paths like `src/<folder>/<file>.ts` that a comment names and no tracked file matches (its path equal to, or ending in, it). */
function missingCommentPaths(text: string, files: readonly string[]): string[] {
  const comment = /(?:^\s*(?:\/\/|\/\*|\*|--|#)|\/\/).*$/gm
  return [...text.matchAll(comment)].flatMap((line) =>
    [...line[0].matchAll(FILE_PATH)]
      .map((match) => match[1]!.replace(/^\.\//, ''))
      .filter((named) => isMissing(named, files)),
  )
}

/**
 * Paths that a README or document (`file`) names anywhere in its text and no tracked file matches. A path that starts
 * with `./` or `../` is read from the file's folder; `./x.json` (no folder) is a file the reader makes, and
 * `path/to/…` a placeholder.
 */
function missingProsePaths(file: string, text: string, files: readonly string[]): string[] {
  return [...text.matchAll(FILE_PATH)]
    .map((match) => match[1]!)
    .filter((named) => named.replace(/^\.\//, '').includes('/') && !/^(\.\/)?path\/to\//.test(named))
    .map((named) => (/^\.\.?\//.test(named) ? posix.normalize(posix.join(posix.dirname(file), named)) : named))
    .filter((named) => isMissing(named, files))
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

  it('every section a file or a document cites (docs/<name>.md §3.1) is a heading of that document', () => {
    const docs = new Map(
      tracked.filter((file) => /^docs\/[^/]+\.md$/.test(file)).map((doc) => [doc, headingsOf(doc)] as const),
    )
    const citing = [
      ...sources,
      ...[...docs.keys()].map((doc) => ({ file: doc, text: readFileSync(join(root, doc), 'utf8') })),
    ]
    const missing = citing.flatMap(({ file, text }) =>
      missingSections(text, (doc) => docs.get(doc)).map((section) => `${file} → ${section}`),
    )
    expect(missing).toEqual([])
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

  it('every file path a README or document names exists in the repository', () => {
    const prose = [
      ...sources.filter(({ file }) => file.endsWith('.md')),
      ...tracked
        .filter((file) => /^docs\/.*\.md$/.test(file))
        .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') })),
    ]
    const missing = prose.flatMap(({ file, text }) =>
      missingProsePaths(file, text, tracked).map((path) => `${file} → ${path}`),
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
  const headings = (doc: string) =>
    doc === 'docs/guide.md'
      ? { numbers: new Set(['1', '3', '3.1', '3.2']), texts: ['1. intro', '3.1 flows'] }
      : undefined

  it('find a section number or name the document has no heading for', () => {
    const text = 'see docs/guide.md §3.1, guide.md §1–3, `docs/guide.md` §3.1–2, docs/guide.md §Flows and other.md §9'
    expect(missingSections(text, headings)).toEqual([])
    expect(missingSections('docs/guide.md §4 and guide.md §3.3 and docs/guide.md §2–3', headings)).toEqual([
      'docs/guide.md §4',
      'docs/guide.md §3.3',
      'docs/guide.md §2–3',
    ])
    expect(missingSections('docs/guide.md §Contract interaction', headings)).toEqual(['docs/guide.md §Contract'])
  })

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

  it('find a path a README names that no file has, reading ../ from its folder', () => {
    const files = ['packages/web/src/app/App.tsx', 'docs/guide.md']
    const text = [
      'drawn by `src/app/App.tsx`, explained in ../../docs/guide.md and ../docs/guide.md',
      'set `CONFIG=path/to/config.json` or `./config.json`; see src/app/Gone.tsx',
    ].join('\n')
    expect(missingProsePaths('packages/web/README.md', text, files)).toEqual([
      'packages/docs/guide.md',
      'src/app/Gone.tsx',
    ])
  })
})

import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** A ready-to-run unpacked @sparticuz/chromium. */
export interface UnpackedChromium {
  executablePath: string
  /** Pass as FONTCONFIG_FILE: points fontconfig at the fonts bundled with the package. */
  fontConfigFile: string
  version: string
}

const MARKER = '.unpacked'

/**
 * Unpacks the Chromium shipped (brotli-compressed) inside `@sparticuz/chromium` into
 * `node_modules/.cache/sparticuz-chromium-<version>`, once.
 *
 * Why not the package's own cache: it unpacks into `os.tmpdir()/chromium` with no version check and no
 * completion marker, so another version or a half-written file is silently reused, and parallel first
 * runs race (`spawn ETXTBSY`). Here every process unpacks into its own staging folder, writes the
 * fontconfig file and a marker, and then renames the folder into place; the rename is atomic, so a
 * reader either sees a complete folder or none, and the loser of a race just discards its copy.
 */
export async function unpackNpmChromium(): Promise<UnpackedChromium> {
  const require = createRequire(import.meta.url)
  let entry: string
  try {
    entry = require.resolve('@sparticuz/chromium')
  } catch {
    throw new Error('package @sparticuz/chromium is not installed')
  }
  // entry is <pkg>/build/cjs/index.cjs
  const packageRoot = dirname(dirname(dirname(entry)))
  const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }
  if (process.arch !== 'x64') throw new Error(`@sparticuz/chromium ships an x64 binary only (this is ${process.arch})`)

  const nodeModules = dirname(dirname(packageRoot))
  const target = join(nodeModules, '.cache', `sparticuz-chromium-${version}`)
  const result: UnpackedChromium = {
    executablePath: join(target, 'chromium'),
    fontConfigFile: join(target, 'fonts.local.conf'),
    version,
  }
  if (existsSync(join(target, MARKER))) return result
  // A folder without a marker cannot come from the rename below; treat it as debris from an older layout.
  if (existsSync(target)) await rm(target, { recursive: true, force: true })

  const staging = `${target}.staging-${process.pid}-${Date.now()}`
  await mkdir(staging, { recursive: true })
  try {
    await inflateInto(staging, join(packageRoot, 'bin'))
    if (!existsSync(join(staging, 'chromium'))) throw new Error('unpacking did not produce a chromium binary')
    // The package's fonts.conf hard-codes /tmp paths meant for AWS Lambda; point fontconfig at our copy.
    // The final path is written (not the staging one) because the folder is renamed before use.
    await writeFile(
      join(staging, 'fonts.local.conf'),
      [
        '<?xml version="1.0"?>',
        '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
        '<fontconfig>',
        `  <dir>${join(target, 'fonts')}</dir>`,
        `  <cachedir>${join(target, 'fontconfig-cache')}</cachedir>`,
        '</fontconfig>',
        '',
      ].join('\n'),
    )
    await writeFile(join(staging, MARKER), `${version}\n`)
    await rename(staging, target)
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    if (existsSync(join(target, MARKER))) return result // another process won the race
    throw error
  }
  return result
}

/**
 * Runs the package's own inflater with TMPDIR pointed at `folder`: it always unpacks into `os.tmpdir()`,
 * which reads TMPDIR at call time. The variable is restored right after.
 */
async function inflateInto(folder: string, binFolder: string): Promise<void> {
  const previous = process.env.TMPDIR
  process.env.TMPDIR = folder
  try {
    const { default: Chromium } = await import('@sparticuz/chromium')
    await Chromium.executablePath(binFolder)
  } finally {
    if (previous === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = previous
  }
  const files = await readdir(folder)
  if (files.length === 0) throw new Error(`nothing was unpacked from ${binFolder}`)
}

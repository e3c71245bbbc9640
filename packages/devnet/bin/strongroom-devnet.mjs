#!/usr/bin/env node
// The package ships TypeScript sources, so the CLI runs them in-process through tsx's ESM loader (tsx is a root dev
// dependency of the monorepo).
import { register } from 'tsx/esm/api'

register()
const { runCli } = await import('../src/cli.ts')
process.exitCode = await runCli(process.argv.slice(2))

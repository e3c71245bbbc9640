import { BenchError } from './BenchError'

/**
 * Options of a bench run. `npm run bench -- <name> --quick --connections=16` hands `--quick` and `--connections=16`
 * to npm itself, which exports them as `npm_config_quick=true` / `npm_config_connections=16` instead of passing them
 * on; so each option is read from argv first, then from that environment variable.
 */
export class BenchArgs {
  constructor(
    private readonly argv: readonly string[],
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  /** `--name` (or `--name=true`) given. */
  flag(name: string): boolean {
    const value = this.raw(name)
    return value !== undefined && value !== 'false'
  }

  /** `--name=N` (or `--name N`) as a positive number, else `fallback`. */
  number(name: string, fallback: number): number {
    const value = this.raw(name)
    if (value === undefined || value === 'true') return fallback
    const parsed = Number(value)
    if (!Number.isFinite(parsed) || parsed <= 0)
      throw new BenchError(`--${name} must be a positive number.`, { details: { name, value } })
    return parsed
  }

  /** `--name=value` as given, else undefined. */
  string(name: string): string | undefined {
    const value = this.raw(name)
    return value === 'true' ? undefined : value
  }

  private raw(name: string): string | undefined {
    for (let index = 0; index < this.argv.length; index++) {
      const arg = this.argv[index]!
      if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3)
      if (arg === `--${name}`) {
        const next = this.argv[index + 1]
        return next !== undefined && !next.startsWith('--') ? next : 'true'
      }
    }
    return this.env[`npm_config_${name.replaceAll('-', '_')}`]
  }
}

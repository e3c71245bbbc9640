import { BenchChild } from './BenchChild'

/** One fixed answer of the bare server. */
export type BareRoute = {
  /** Path with query, exactly as requested. */
  path: string
  body: Uint8Array
  /** Headers to send besides Content-Length, Date and Connection (e.g. the gateway's Content-Type). */
  headers: Record<string, string>
}

/**
 * A bare node:http server in a child process that answers fixed bytes per path: the ceiling a Node HTTP server
 * reaches on this machine, against which the gateway's throughput is read.
 */
export class BareServerProcess {
  private constructor(
    private readonly child: BenchChild,
    readonly url: string,
  ) {}

  static async start(routes: readonly BareRoute[]): Promise<BareServerProcess> {
    const child = BenchChild.start('./bareServerMain.ts')
    try {
      const { url } = await child.request<{ url: string }>('serve', routes)
      return new BareServerProcess(child, url)
    } catch (error) {
      await child.stop()
      throw error
    }
  }

  stop(): Promise<void> {
    return this.child.stop()
  }
}

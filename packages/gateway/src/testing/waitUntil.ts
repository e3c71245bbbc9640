import { StrongroomError } from '@strongroom/protocol'

/** Polls `check` every `intervalMs` until it returns true; rejects after `timeoutMs` with `what` in the message. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  { timeoutMs = 15_000, intervalMs = 25 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new StrongroomError(`Timed out waiting for ${what}.`, { details: { timeoutMs } })
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

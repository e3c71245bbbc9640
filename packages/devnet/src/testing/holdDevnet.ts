// Test fixture for spawnAnvil.test.ts: starts a devnet in a separate Node process, reports anvil's pid on stdout as
// one JSON line, then ends the way argv[2] says, without ever calling stop():
//   wait  – keeps running until the test kills it (SIGKILL / SIGTERM / SIGINT from outside)
//   crash – throws an uncaught error
import { startDevnet } from '../devnet/startDevnet'

const mode = process.argv[2] ?? 'wait'
const devnet = await startDevnet({ deploy: false, demo: false })
process.stdout.write(`${JSON.stringify({ pid: devnet.pid, rpcUrl: devnet.rpcUrl })}\n`)
if (mode === 'wait') setInterval(() => {}, 60_000)
else if (mode === 'crash')
  setTimeout(() => {
    throw new Error('fixture crash on purpose')
  }, 50)

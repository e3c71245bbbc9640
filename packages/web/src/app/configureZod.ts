import { config } from 'zod/mini'

// zod probes `new Function('')` on first use to decide whether it may compile parsers; under the
// Content-Security-Policy (no eval, docs/web-security.md) that probe fails and the browser reports a violation on
// every page. jitless skips the probe; parsers are interpreted, as they would be after the failed probe anyway.
config({ jitless: true })

import { configure } from '@testing-library/react'

// Loaded before every web test (vitest.config.ts setupFiles). Testing Library's findBy*/waitFor give up after 1 s by
// default, which a busy 2-core machine exceeds on screens that lazy-load their modules: how long a screen takes to
// appear is a timing, not a behaviour (tests assert behaviour; speed lives in bench/), so they wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 })

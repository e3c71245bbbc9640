/**
 * The error of class `type` that `run` throws, for a test to read its message and details. Anything else thrown is
 * thrown on; throwing nothing fails the test.
 */
export function thrownBy<E extends Error>(run: () => unknown, type: abstract new (...args: never[]) => E): E {
  try {
    run()
  } catch (error) {
    if (error instanceof type) return error
    throw error
  }
  throw new Error(`Expected a ${type.name}; nothing was thrown.`)
}

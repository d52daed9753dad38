// @ts-check
// Plain JavaScript: `npm run build` starts its processes without the TypeScript loader.

/**
 * The messages a process that `npm run build` started gets from the build, in order: `next()`
 * waits for the next one. With `now`, a message it takes (returns true for) is handled as it
 * arrives instead of queued.
 * @template T
 * @param {(message: T) => boolean} [now]
 */
export function parentMessages(now) {
  /** @type {T[]} */
  const queue = []
  /** @type {(() => void) | null} */
  let heard = null
  process.on('message', (/** @type {T} */ message) => {
    if (now?.(message)) return
    queue.push(message)
    heard?.()
  })
  return {
    /** @returns {Promise<T>} */
    async next() {
      while (!queue.length) await new Promise((resolve) => (heard = () => resolve(undefined)))
      return /** @type {T} */ (queue.shift())
    },
  }
}

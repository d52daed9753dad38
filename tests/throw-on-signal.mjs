// Loaded into the server by tests/supervise.test.ts only (node --import): on SIGUSR2 the server
// meets an error nobody catches, as a bug would raise one.
process.on('SIGUSR2', () => {
  setImmediate(() => {
    throw new Error('an error nobody caught (tests/supervise.test.ts)')
  })
})

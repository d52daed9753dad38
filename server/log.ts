/** One JSON object per line on stdout: requests and security events. Never pass a password or a token. */
export type Logger = (fields: Record<string, unknown>) => void

export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  // JSON.stringify escapes newlines inside values, so a hostile username cannot forge a second line.
  return (fields) => write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`)
}

export const silentLogger: Logger = () => {}

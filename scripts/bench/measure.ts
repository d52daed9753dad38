import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** Resident memory, in bytes, of a process and all its descendants, read from /proc. */
function treeRss(root: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8')
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1])
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0)
      rss.set(Number(entry), kb * 1024)
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // the process ended while being read
    }
  }
  let total = 0
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

/**
 * Runs a command and reports its wall time and the peak resident memory of its whole process
 * tree (all processes alive at once, summed), sampled every 50 ms.
 */
export async function measure(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ ok: boolean; seconds: number; peakBytes: number; output: string }> {
  const started = performance.now()
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  let peakBytes = 0
  const sampler = setInterval(() => {
    peakBytes = Math.max(peakBytes, treeRss(child.pid!))
  }, 50)
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  clearInterval(sampler)
  return { ok: code === 0, seconds: (performance.now() - started) / 1000, peakBytes, output }
}

import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** A process's short name: its script's file name (`check.mjs`; `vike` for `vike/bin.js`), or its program's. */
function processName(pid: string): string {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
  const script = args.slice(1).find((arg) => /\.[cm]?js$/.test(arg)) ?? args[0] ?? '?'
  const [folder, file] = script.split('/').slice(-2)
  return file === 'bin.js' && folder ? folder : (file ?? folder ?? script)
}

/** Resident memory, in bytes, of a process and all its descendants, read from /proc; and of each by its name. */
function treeRss(root: number): { total: number; parts: Map<string, number> } {
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
  const parts = new Map<string, number>()
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    const bytes = rss.get(pid) ?? 0
    total += bytes
    try {
      const name = bytes ? processName(String(pid)) : ''
      if (name) parts.set(name, (parts.get(name) ?? 0) + bytes)
    } catch {
      // the process ended while being read
    }
    stack.push(...(children.get(pid) ?? []))
  }
  return { total, parts }
}

/**
 * Runs a command and reports its wall time and the peak resident memory of its whole process
 * tree (all processes alive at once, summed), sampled every 50 ms, with each process's part of that
 * peak (processes of the same name together).
 */
export async function measure(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ ok: boolean; seconds: number; peakBytes: number; peakParts: Map<string, number>; output: string }> {
  const started = performance.now()
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  let peakBytes = 0
  let peakParts = new Map<string, number>()
  const sampler = setInterval(() => {
    const { total, parts } = treeRss(child.pid!)
    if (total > peakBytes) [peakBytes, peakParts] = [total, parts]
  }, 50)
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  clearInterval(sampler)
  return { ok: code === 0, seconds: (performance.now() - started) / 1000, peakBytes, peakParts, output }
}

import { execFile } from 'node:child_process'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { ContentEntry } from '../../shared/admin-content.ts'
import { MAX_FILE_BYTES } from '../../server/content/files.ts'
import { settled, signedIn } from './edit-to-live.ts'
import { startBenchServer } from './server.ts'

/** The longest another request may wait while a save of a file near the 1 MB limit is edited and checked. */
export const SAVE_STALL_BUDGET_MS = 100

export interface SaveStallFigures {
  /** The file saved, in bytes. */
  bytes: number
  /** Each check and save, in ms, what it answered, and the slowest answer to another request meanwhile. */
  saves: { action: string; ms: number; status: number; slowestOtherMs: number }[]
  /** The slowest answer to another request (a file, asked for every 10 ms) while a check (the edit and the content check) ran, in ms. */
  slowestDuringCheckMs: number
  /** The same while a save ran: the edit and the check, then the write, the record and the publish, until it is live. */
  slowestDuringSaveMs: number
  /** The slowest of the same requests with nothing under way, over as long: the machine's own noise. */
  slowestIdleMs: number
}

const PASSWORD = 'Sponge-Docks-Anclote-41'

/**
 * faq.yaml grown to just under the file limit: the real tabs, then copies of the first with their
 * questions numbered (so each is its own), as a site with a very long FAQ would have.
 */
export function largeFaq(text: string): string {
  const [, firstTab] = text.split('\n  - id: ')
  const body = firstTab!
    .split('\n')
    .slice(1)
    .join('\n')
    .split(/\n(?=\S)/)[0]!
  let copies = ''
  for (let n = 1; ; n++) {
    const copy = `  - id: more-${n}\n    label: More questions ${n}\n${body.replace(/^\s+label: .*\n/m, '').replace(/question: (.*)/g, `question: $1 (${n})`)}\n`
    if (Buffer.byteLength(text + copies + copy) > MAX_FILE_BYTES - 4096) break
    copies += copy
  }
  return text.replace(/^tabs:\n/m, `tabs:\n${copies}`)
}

/**
 * A save of a file near the 1 MB limit (faq.yaml, grown) does not hold up other requests: the server
 * (`npm run serve`, on the real content's build `buildDir`) is asked for a page every 10 ms while an
 * administrator checks, then saves, an edit of one answer in that file; the slowest of those answers
 * is the figure (its budget: SAVE_STALL_BUDGET_MS).
 */
export async function benchSaveStall(work: string, buildDir: string, runs = 3): Promise<SaveStallFigures> {
  const content = join(work, 'stall-content')
  const database = join(work, 'stall.db')
  cpSync('content', content, { recursive: true })
  const env = { CONTENT_DIR: content, BUILD_DIR: buildDir, DATABASE_PATH: database, ADMIN_PASSWORD: PASSWORD }
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', '--username', 'owner'], {
    env: { ...process.env, ...env },
  })
  const server = await startBenchServer(buildDir, database, env)
  try {
    const faq = largeFaq(readFileSync(join(content, 'faq.yaml'), 'utf8'))
    writeFileSync(join(content, 'faq.yaml'), faq)
    const api = await signedIn(server.origin, PASSWORD)
    // Site content opened: the server readies its check and edit threads.
    await api('GET', '/api/admin/content')
    await api('GET', '/api/admin/content/faq/faq')
    const saves: SaveStallFigures['saves'] = []
    // Another request every 10 ms, its slowest answer kept for the phase under way.
    let slowest = 0
    let pinging = true
    const ping = (async () => {
      while (pinging) {
        const started = performance.now()
        await (await fetch(`${server.origin}/robots.txt`)).text()
        slowest = Math.max(slowest, performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    })()
    const phase = async (work: () => Promise<unknown>) => {
      slowest = 0
      await work()
      return Math.round(slowest)
    }
    let idleMs = 0
    try {
      for (let run = 0; run < runs; run++)
        for (const [action, method, path] of [
          ['check', 'POST', '/api/admin/content/faq/faq/check'],
          ['save', 'PUT', '/api/admin/content/faq/faq'],
        ] as const) {
          const current = await api<ContentEntry>('GET', '/api/admin/content/faq/faq')
          const values = structuredClone(current.values) as { tabs: { items: { answer: string }[] }[] }
          values.tabs[0]!.items[0]!.answer = `Run ${run}: ${values.tabs[0]!.items[0]!.answer}`
          const started = performance.now()
          let status = 0
          const slowestOtherMs = await phase(async () => {
            const res = await fetch(server.origin + path, {
              method,
              headers: { 'content-type': 'application/json', origin: server.origin, cookie: api.cookie },
              body: JSON.stringify({ values, version: current.version }),
            })
            await res.text()
            status = res.status
            // A save's publish is part of it: its build runs in a process of its own and holds up nothing.
            if (action === 'save') await settled(api)
          })
          const ms = Math.round(performance.now() - started)
          saves.push({ action, ms, status, slowestOtherMs })
          // Then as long with nothing under way: the noise to compare with.
          await settled(api)
          idleMs = Math.max(idleMs, await phase(() => new Promise((resolve) => setTimeout(resolve, ms))))
        }
    } finally {
      pinging = false
      await ping
    }
    const slowestOf = (action: string) =>
      Math.max(...saves.filter((s) => s.action === action).map((s) => s.slowestOtherMs))
    return {
      bytes: Buffer.byteLength(faq),
      saves,
      slowestDuringCheckMs: slowestOf('check'),
      slowestDuringSaveMs: slowestOf('save'),
      slowestIdleMs: idleMs,
    }
  } finally {
    server.stop()
  }
}

/** The budget, as the bench's list of failures says it. */
export function saveStallOverBudget(figures: SaveStallFigures): string[] {
  const kb = Math.round(figures.bytes / 1024)
  return [
    [figures.slowestDuringCheckMs, `a ${kb} KB file's edit was checked`] as const,
    [figures.slowestDuringSaveMs, `a ${kb} KB file's edit was saved and published`] as const,
  ]
    .filter(([ms]) => ms > SAVE_STALL_BUDGET_MS)
    .map(
      ([ms, what]) =>
        `a request waited ${ms} ms while ${what} (budget ${SAVE_STALL_BUDGET_MS} ms; with nothing under way: ${figures.slowestIdleMs} ms)`,
    )
}

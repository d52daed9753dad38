import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { testContext } from '../tests/support.ts'
import { BackupError, STEP_PAGES, defaultBackupPath, writeBackup } from './backup.ts'
import { insertLead } from './db/leads.ts'

let test: ReturnType<typeof testContext>
afterEach(() => test?.cleanup())

/** Runs the backup script as `npm run backup` does, against `databasePath`. */
function backupScript(databasePath: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: 'utf8',
  })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr.trim() }
}

let leadNumber = 0
function addLead() {
  leadNumber += 1
  insertLead(
    test.ctx.db,
    {
      kind: 'contact',
      formKey: `form-key-${leadNumber}`,
      idempotencyKey: `idempotency-${leadNumber}`,
      fields: { firstName: 'Ana', lastName: 'Diaz', email: `ana${leadNumber}@example.com` },
      status: 'stored',
      spamReason: null,
      landingPage: '/contact',
      referrer: null,
      utm: {},
      ip: '203.0.113.9',
      userAgent: null,
    },
    test.ctx.now(),
  )
}
const liveLeads = () => test.ctx.db.prepare('SELECT count(*) FROM leads').pluck().get() as number
/** 24 MB the copy takes many steps over. */
const addBallast = () =>
  test.ctx.db.exec(`CREATE TABLE ballast (data BLOB);
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 24)
    INSERT INTO ballast SELECT randomblob(1024 * 1024) FROM n`)

describe('npm run backup', () => {
  it('names a default file by the database and the local time', () => {
    expect(defaultBackupPath('data/site.db', new Date(2026, 10, 21, 14, 5, 9))).toBe(
      join('data', 'backups', 'site-backup-2026-11-21-140509.db'),
    )
  })

  it('writes a checked copy to the default file and says what it holds', () => {
    test = testContext()
    addLead()
    const run = backupScript(test.path)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const [name] = readdirSync(join(test.dir, 'backups'))
    expect(name).toMatch(/^site-backup-\d{4}-\d\d-\d\d-\d{6}\.db$/)
    const lines = run.stdout.trim().split('\n')
    expect(lines[0]).toMatch(
      new RegExp(`^Backed up ${test.path} to ${join(test.dir, 'backups', name!)} in \\d+\\.\\d\\d s$`),
    )
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}size: \d+\.\d KB \([\d,]+ bytes\)$/),
      '  integrity check: ok',
      '  holds: 0 posts, 1 leads, 0 accounts',
    ])
  })

  it('refuses to overwrite a file, in one line, leaving the file as it was', () => {
    test = testContext()
    const existing = join(test.dir, 'monday.db')
    writeFileSync(existing, 'the backup from Monday')
    const run = backupScript(test.path, existing)
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      `No backup written: ${existing} already exists; choose a new file name (a backup never overwrites a file).`,
    )
    expect(readFileSync(existing, 'utf8')).toBe('the backup from Monday')
  })

  it('refuses the live database as the destination, however it is named', () => {
    test = testContext()
    addLead()
    const link = join(test.dir, 'link-to-live.db')
    symlinkSync(test.path, link)
    for (const destination of [test.path, relative(process.cwd(), test.path), link]) {
      const run = backupScript(test.path, destination)
      expect(run.code, destination).toBe(1)
      expect(run.stderr).toBe(
        `No backup written: ${destination} is the live database (DATABASE_PATH); choose another file for the backup.`,
      )
    }
    const wal = backupScript(test.path, `${test.path}-wal`)
    expect(wal.stderr).toContain("is the live database's wal file")
    expect(liveLeads()).toBe(1)
  })

  it('names the missing database and creates nothing', () => {
    test = testContext()
    const missing = join(test.dir, 'elsewhere', 'site.db')
    const run = backupScript(missing)
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      `No database at ${missing} (DATABASE_PATH): nothing to back up. Set DATABASE_PATH to the server's.`,
    )
    expect(existsSync(join(test.dir, 'elsewhere'))).toBe(false)
  })
})

describe('writeBackup in the server', () => {
  it("copies in steps while the server's own connection writes, and holds every lead written until it finished", async () => {
    test = testContext()
    addBallast()
    addLead()
    let writing = true
    const writer = () => {
      addLead()
      if (writing) setImmediate(writer)
    }
    setImmediate(writer)
    const file = join(test.dir, 'backups', 'during-writes.db')
    const summary = await writeBackup(test.ctx.db, file, STEP_PAGES.server)
    const atFinish = liveLeads()
    writing = false
    expect(atFinish).toBeGreaterThan(3)
    expect(summary.counts.leads).toBe(atFinish)
    const copy = new Database(file, { readonly: true })
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(copy.prepare('SELECT count(*) FROM ballast').pluck().get()).toBe(24)
    copy.close()
    expect(readdirSync(join(test.dir, 'backups'))).toEqual(['during-writes.db'])
  })

  it('never replaces a file that appears under its name while it copies', async () => {
    test = testContext()
    addBallast()
    const file = join(test.dir, 'backups', 'race.db')
    const copying = writeBackup(test.ctx.db, file, STEP_PAGES.server)
    setImmediate(() => writeFileSync(file, 'written by someone else'))
    await expect(copying).rejects.toThrow(BackupError)
    await expect(copying).rejects.toThrow(`${file} already exists`)
    expect(readFileSync(file, 'utf8')).toBe('written by someone else')
    expect(readdirSync(join(test.dir, 'backups'))).toEqual(['race.db'])
  })
})

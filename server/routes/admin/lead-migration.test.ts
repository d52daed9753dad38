import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { migrate, openDatabase } from '../../db/database.ts'
import { findLead } from '../../db/leads.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const MIGRATIONS = join(import.meta.dirname, '../../db/migrations')

describe('migration 003 on a database that already holds leads', () => {
  it('gives every lead the stage "new" and fills its search text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lead-migration-'))
    dirs.push(dir)
    const db = new Database(join(dir, 'site.db'))
    db.pragma('foreign_keys = ON')
    // The database as it was before the inbox: migrations 001 and 002 only, and two leads.
    db.exec('CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)')
    for (const [version, file] of [
      [1, '001_init.sql'],
      [2, '002_roles.sql'],
    ] as const) {
      db.exec(readFileSync(join(MIGRATIONS, file), 'utf8'))
      db.prepare('INSERT INTO migrations VALUES (?, ?, 0)').run(version, file)
    }
    const insert = db.prepare(
      `INSERT INTO leads (kind, form_key, idempotency_key, fields, status, landing_page, created_at)
       VALUES (?, ?, ?, ?, 'stored', ?, 0)`,
    )
    insert.run(
      'contact',
      'k1',
      'i1',
      JSON.stringify({ firstName: 'Maria', lastName: 'Lopez', phone: '(727) 555-0123', city: 'Dunedin' }),
      null,
    )
    insert.run(
      'booking',
      'k2',
      'i2',
      JSON.stringify({ fullName: 'Sam Ng', phone: '813 555 0199' }),
      '/service-area/garage-door-repair-palm-harbor',
    )

    expect(migrate(db)).toContain('003_lead_inbox.sql')
    const search = db.prepare('SELECT search FROM leads ORDER BY id').pluck().all() as string[]
    expect(search[0]).toContain('maria lopez')
    expect(search[0]).toContain('dunedin')
    expect(search[0]).toContain('7275550123')
    expect(search[1]).toContain('palm harbor')
    expect(search[1]).toContain('8135550199')
    expect(findLead(db, 1)).toMatchObject({ stage: 'new', notes: 0 })
    db.close()
  })

  it('writes the same search text for a lead stored with some fields as for one changed to them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lead-search-'))
    dirs.push(dir)
    const db = openDatabase(join(dir, 'site.db'))
    const insert = db.prepare(
      "INSERT INTO leads (kind, form_key, idempotency_key, fields, status, landing_page, utm, created_at) VALUES ('contact', ?, ?, ?, 'stored', ?, '{}', 0)",
    )
    const fields = JSON.stringify({
      firstName: "D'Arcy",
      lastName: 'St. John',
      email: 'darcy@example.com',
      phone: '+1 (727) 555-0123',
    })
    insert.run('a', 'a', fields, '/service-area/garage-door-repair-palm-harbor')
    insert.run('b', 'b', '{}', '/contact')
    db.prepare('UPDATE leads SET fields = ?, landing_page = ? WHERE id = 2').run(
      fields,
      '/service-area/garage-door-repair-palm-harbor',
    )
    const [stored, changed] = db.prepare('SELECT search FROM leads ORDER BY id').pluck().all() as string[]
    expect(stored).toContain('darcy st john')
    expect(stored).toContain('17275550123')
    expect(changed).toBe(stored)
    db.close()
  })
})

describe('migration 006 (leads held for review) on a database that already holds leads', () => {
  it('keeps every lead with its deliveries, notes, stage and search text, and takes the status "held"', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lead-migration-'))
    dirs.push(dir)
    const db = new Database(join(dir, 'site.db'))
    db.pragma('foreign_keys = ON')
    db.exec('CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)')
    for (const file of [
      '001_init.sql',
      '002_roles.sql',
      '003_lead_inbox.sql',
      '004_post_images.sql',
      '005_accounts_sessions.sql',
    ]) {
      db.exec(readFileSync(join(MIGRATIONS, file), 'utf8'))
      db.prepare('INSERT INTO migrations VALUES (?, ?, 0)').run(Number.parseInt(file, 10), file)
    }
    db.prepare(
      "INSERT INTO users (id, username, password_hash, created_at, password_changed_at) VALUES (1, 'owner', 'x', 0, 0)",
    ).run()
    db.prepare(
      `INSERT INTO leads (kind, form_key, idempotency_key, fields, status, ip, created_at, delivered_at, stage)
       VALUES ('contact', 'k1', 'i1', ?, 'delivered', '203.0.113.7', 5, 9, 'booked')`,
    ).run(JSON.stringify({ firstName: 'Maria', lastName: 'Lopez', phone: '(727) 555-0123' }))
    db.prepare(
      "INSERT INTO lead_deliveries (lead_id, attempt, target, started_at, finished_at, status_code, ok) VALUES (1, 1, 'https://hook.example', 8, 9, 200, 1)",
    ).run()
    db.prepare(
      "INSERT INTO lead_notes (lead_id, author_id, author_name, body, created_at) VALUES (1, 1, 'owner', 'Called back', 10)",
    ).run()

    expect(migrate(db)).toContain('006_held_leads.sql')
    expect(db.pragma('foreign_key_check')).toEqual([])
    expect(findLead(db, 1)).toMatchObject({
      status: 'delivered',
      stage: 'booked',
      attempts: 1,
      notes: 1,
      ip: '203.0.113.7',
    })
    expect(db.prepare('SELECT search FROM leads').pluck().get()).toContain('maria lopez')
    db.prepare("UPDATE leads SET status = 'held' WHERE id = 1").run()
    db.prepare('UPDATE leads SET fields = ? WHERE id = 1').run(
      JSON.stringify({ firstName: 'Marta', phone: '727 555 0100' }),
    )
    expect(db.prepare('SELECT search FROM leads').pluck().get()).toContain('7275550100')
    // The foreign keys point at the new table: deleting the lead takes its deliveries and notes.
    db.prepare('DELETE FROM leads WHERE id = 1').run()
    expect(
      db.prepare('SELECT (SELECT count(*) FROM lead_deliveries) + (SELECT count(*) FROM lead_notes)').pluck().get(),
    ).toBe(0)
    db.close()
  })

  it('makes the search triggers again word for word as migration 003 wrote them', () => {
    const triggers = (file: string) =>
      readFileSync(join(MIGRATIONS, file), 'utf8').match(/CREATE TRIGGER[\s\S]*?\nEND;/g)
    expect(triggers('006_held_leads.sql')).toEqual(triggers('003_lead_inbox.sql'))
  })
})

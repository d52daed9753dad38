import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadSite } from '../../content-loader/load.ts'
import { importSeedPosts } from '../blog/seed.ts'
import { readTime } from '../blog/markdown.ts'
import { BlogStore } from './blog.ts'
import { migrate, openDatabase } from './database.ts'

const dir = mkdtempSync(join(tmpdir(), 'db-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the database', () => {
  it('is created with its folder, in WAL mode with full sync, foreign keys and a busy timeout', () => {
    const path = join(dir, 'nested', 'folder', 'site.db')
    const db = openDatabase(path)
    expect(existsSync(path)).toBe(true)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(5000)
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()
    for (const table of [
      'users',
      'sessions',
      'posts',
      'categories',
      'tags',
      'post_tags',
      'settings',
      'leads',
      'lead_deliveries',
      'migrations',
    ])
      expect(tables).toContain(table)
    db.close()
  })

  it('applies each migration once and records it', () => {
    const path = join(dir, 'migrate.db')
    const db = openDatabase(path)
    expect(migrate(db)).toEqual([])
    const recorded = db.prepare('SELECT name FROM migrations').pluck().all()
    expect(recorded).toContain('001_init.sql')
    db.close()
    const again = openDatabase(path)
    expect(again.prepare('SELECT count(*) FROM migrations').pluck().get()).toBe(recorded.length)
    again.close()
  })

  it('keeps its data across a restart and imports no seed post twice, even one that was deleted', () => {
    const path = join(dir, 'restart.db')
    const posts = loadSite('content').blog.posts
    const first = openDatabase(path)
    const ctx = { blog: new BlogStore(first, readTime) }
    expect(importSeedPosts(ctx.blog, posts, Date.now())).toBe(posts.length)
    const deleted = ctx.blog.listAll()[0]!
    ctx.blog.delete(deleted.id)
    first.close()

    const second = openDatabase(path)
    const again = { blog: new BlogStore(second, readTime) }
    expect(importSeedPosts(again.blog, posts, Date.now())).toBe(0)
    expect(again.blog.listAll()).toHaveLength(posts.length - 1)
    expect(again.blog.listNamed('categories').length).toBeGreaterThan(0)
    expect(second.pragma('integrity_check', { simple: true })).toBe('ok')
    second.close()
  })
})

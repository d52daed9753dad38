import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { allSources, entrySlug, readContentFiles } from './read.ts'

const temp = mkdtempSync(join(tmpdir(), 'read-content-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

describe('readContentFiles', () => {
  it('reads every file of the content, without validating any', () => {
    const files = readContentFiles('content')
    expect(files.problems).toEqual([])
    expect(files.files.business?.path).toBe(join('content', 'business.yaml'))
    expect(files.pages['service-area']?.data).toHaveProperty('map')
    expect(files.folders.cities.map(entrySlug)).toContain('clearwater')
    expect(files.posts.length).toBeGreaterThan(0)
    const [post] = files.posts
    expect(post!.text.slice(post!.bodyStart).trim()).toBe(post!.markdown)
    expect(allSources(files)).toContain(post!.source)
  })

  it('reports missing files and folders, and a page file that no page is called', () => {
    const dir = join(temp, 'content')
    cpSync('content', dir, { recursive: true })
    rmSync(join(dir, 'faq.yaml'))
    rmSync(join(dir, 'cities'), { recursive: true })
    writeFileSync(join(dir, 'pages', 'team.yaml'), 'heading: Our team\n')
    const { problems, files, folders } = readContentFiles(dir)
    expect(files.faq).toBeNull()
    expect(folders.cities).toEqual([])
    expect(problems.map((p) => [p.file.slice(dir.length + 1), p.message])).toEqual([
      ['faq.yaml', 'file is missing'],
      ['cities', 'folder is missing'],
      [
        join('pages', 'team.yaml'),
        'no page is called "team"; page files are: home, services, service-area, why-choose-us, about, residential, commercial, reviews, faq, contact, booking, thank-you, privacy-policy, terms-of-service, sitemap, blog, not-found',
      ],
    ])
  })
})

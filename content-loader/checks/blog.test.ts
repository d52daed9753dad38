import { describe, expect, it } from 'vitest'
import type { BlogPostFrontMatter } from '../../schemas/blog.ts'
import { formatProblem } from '../errors.ts'
import type { Checked } from '../parse.ts'
import { SourceFile } from '../source.ts'
import { checkPosts, postSlugs } from './blog.ts'

/** A post's front matter as the check sees it (the line of `---` above it counts). */
function post(file: string, frontMatter: string): Checked<BlogPostFrontMatter> {
  const source = SourceFile.frontMatter(`/content/blog/${file}`, frontMatter, SourceFile.yaml(file, frontMatter).data)
  return { source, slug: file.replace('.md', ''), valid: false, value: source.data as Partial<BlogPostFrontMatter> }
}

const taxonomy = { categories: ['Maintenance', 'Safety'], topics: ['springs', 'openers'] }

describe('checkPosts', () => {
  it('reports a slug used twice at the later post', () => {
    const posts = [post('a.md', 'slug: springs-101\n'), post('b.md', 'slug: springs-101\n')]
    expect(checkPosts(posts, taxonomy, '/content').map(formatProblem)).toEqual([
      '/content/blog/b.md:2:7 slug: duplicate slug "springs-101": blog/a.md already uses it',
    ])
    expect([...postSlugs(posts)]).toEqual(['springs-101'])
  })

  it('reports a category and a topic that blog/taxonomy.yaml does not list', () => {
    const posts = [post('a.md', 'slug: a\ncategory: Safty\ntags: [springs, remotes]\n')]
    expect(checkPosts(posts, taxonomy, '/content').map(formatProblem)).toEqual([
      '/content/blog/a.md:3:11 category: unknown category "Safty": did you mean "Safety"? (categories are listed in blog/taxonomy.yaml)',
      '/content/blog/a.md:4:17 tags.1: unknown topic "remotes"; topics are listed in blog/taxonomy.yaml: springs, openers',
    ])
    expect(checkPosts(posts, undefined, '/content')).toEqual([])
  })
})

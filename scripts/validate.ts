import { resolve } from 'node:path'
import { displayPath, formatProblem } from '../schemas/errors.ts'
import { checkContent, defaultContentDir } from '../schemas/load.ts'

const contentDir = process.argv[2] ? resolve(process.argv[2]) : defaultContentDir()
const { site, problems } = checkContent(contentDir)

if (!site) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${displayPath(contentDir)}; nothing was built.`)
  process.exit(1)
}

const counts = [
  `${site.cities.length} cities`,
  `${site.counties.length} counties`,
  `${site.regions.length} regions`,
  `${site.services.length} services`,
  `${site.products.length} products`,
  `${site.testimonials.length} testimonials`,
  `${site.faq.tabs.reduce((n, tab) => n + tab.items.length, 0)} FAQ answers`,
  `${site.blog.posts.length} blog posts`,
  `${site.routes.length} pages`,
]
console.log(`${displayPath(contentDir)} is valid: ${counts.join(', ')}.`)

/**
 * Run by tests/build.test.ts in a process of its own (`node --import tsx tests/render-check.ts <build>`):
 * renders every page of the build folder `<build>` with Vike's renderPage(), from the build's own
 * server bundle and content, as the server renders a page per request, and every city page again
 * through its template's hooks (build/template-pages.ts). Prints what differs, as JSON.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderPage } from 'vike/server'
import { prerenderedPaths } from '../shared/build-output.ts'
import { pageFileOf } from '../build/folder.ts'
import { siteSnapshot } from '../renderer/site-snapshot.ts'
import { templatePages } from '../build/template-pages.ts'
import { BUILD_HANDOFF } from '../shared/env.ts'

const build = resolve(process.argv[2]!)
process.env[BUILD_HANDOFF.siteSnapshot] = join(build, 'site.json')
const site = siteSnapshot(join(build, 'site.json'))!
await import(pathToFileURL(join(build, 'server', 'entry.mjs')).href)

const report = {
  pages: 0,
  unlikeTheBuild: [] as string[],
  cities: 0,
  fromTemplate: 0,
  unlikeRenderPage: [] as string[],
}
const cities = templatePages()
const cityPages = new Map<string, string>()
for (const path of [...prerenderedPaths(build), '/404']) {
  const rendered = await renderPage({ urlOriginal: path })
  const html = rendered.httpResponse!.body
  report.pages++
  if (html !== readFileSync(join(build, 'client', pageFileOf(path)), 'utf8')) report.unlikeTheBuild.push(path)
  if (!Object.hasOwn(site.cityAtPath, path)) continue
  report.cities++
  await cities.learn(path, rendered as unknown as Record<string, unknown>, html)
  cityPages.set(path, html)
}
// Once the template is proven (on two city pages), every city page through it, the first two included.
for (const [path, html] of cityPages) {
  const fromTemplate = await cities.render(path)
  if (!fromTemplate) continue
  report.fromTemplate++
  if (fromTemplate.html !== html) report.unlikeRenderPage.push(path)
}
console.log(JSON.stringify(report))

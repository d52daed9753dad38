import autocannon from 'autocannon'

export interface Throughput {
  name: string
  requestsPerSecond: number
  p99Ms: number
  errors: number
}

/** A contact request with a form key of its own, timed as a person filling the form would be. */
const lead = () =>
  new URLSearchParams({
    formKey: `bench-${Math.random().toString(36).slice(2)}${Date.now()}`,
    elapsed: '30000',
    firstName: 'Bench',
    lastName: 'Mark',
    email: 'bench@example.com',
    phone: '(813) 555-0100',
    city: 'Oldsmar',
    zip: '34677',
    serviceType: 'repair',
  }).toString()

async function load(name: string, options: autocannon.Options): Promise<Throughput> {
  const result = await autocannon({ connections: 50, duration: 10, ...options })
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** 10 s at 50 connections each: a prerendered page, the blog, the blog API, and a lead posted to /contact. */
export async function benchThroughput(origin: string, prerenderedPath: string): Promise<Throughput[]> {
  return [
    await load(`GET ${prerenderedPath} (prerendered)`, { url: origin + prerenderedPath }),
    await load('GET /blog (server-rendered, cached)', { url: `${origin}/blog` }),
    await load('GET /api/blog/posts', { url: `${origin}/api/blog/posts` }),
    await load('POST /contact (a lead)', {
      url: `${origin}/contact`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          setupRequest: (request) => ({ ...request, body: lead() }),
        },
      ],
    }),
  ]
}

export interface BlogVsCity {
  runs: { city: Throughput; blog: Throughput }[]
  city: { requestsPerSecond: number; p99Ms: number }
  blog: { requestsPerSecond: number; p99Ms: number }
  /** The blog's requests/s over the city page's, from the medians. */
  ratio: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The blog against a prerendered city page, one after the other in each of `runs` rounds; medians of the rounds. */
export async function benchBlogVsCity(origin: string, cityPath: string, runs = 3, duration = 10): Promise<BlogVsCity> {
  const rounds: BlogVsCity['runs'] = []
  // The blog's first request starts the rendering thread and fills the cache: not part of what is measured.
  for (const path of [cityPath, '/blog']) await fetch(origin + path).then((res) => res.text())
  for (let i = 0; i < runs; i++) {
    const city = await load(`GET ${cityPath}`, { url: origin + cityPath, duration })
    const blog = await load('GET /blog', { url: `${origin}/blog`, duration })
    rounds.push({ city, blog })
  }
  const of = (pick: (round: BlogVsCity['runs'][number]) => Throughput) => ({
    requestsPerSecond: median(rounds.map((r) => pick(r).requestsPerSecond)),
    p99Ms: median(rounds.map((r) => pick(r).p99Ms)),
  })
  const city = of((r) => r.city)
  const blog = of((r) => r.blog)
  return { runs: rounds, city, blog, ratio: Math.round((blog.requestsPerSecond / city.requestsPerSecond) * 100) / 100 }
}

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

/** 10 s at 50 connections each: a prerendered page, the blog API, and a lead posted to /contact. */
export async function benchThroughput(origin: string, prerenderedPath: string): Promise<Throughput[]> {
  return [
    await load(`GET ${prerenderedPath} (prerendered)`, { url: origin + prerenderedPath }),
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

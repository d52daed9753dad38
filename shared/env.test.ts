import { describe, expect, it } from 'vitest'
import { readEnv } from './env.ts'

describe('environment', () => {
  it('has working defaults', () => {
    expect(readEnv({})).toEqual({
      PORT: 3000,
      HOST: 'localhost',
      DATABASE_PATH: 'data/site.db',
      SITE_URL: 'http://localhost:3000',
      CONTENT_DIR: 'content',
      BUILD_DIR: 'dist',
      NODE_ENV: 'production',
      TRUST_PROXY: false,
      LEADS_PER_TEN_MINUTES: 5,
      SMTP_PORT: 587,
      SMTP_TLS: 'starttls',
      SKIP_BUILD: false,
      INCREMENTAL_SEQUENCES: 4,
      BENCH_RUNS: 3,
      BENCH_SETS: 'real,1000,5000',
      LIGHTHOUSE_RUNS: 5,
    })
  })

  it('names the variable that is wrong and says what it must be', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow('PORT="eighty": must be a port number')
    expect(() => readEnv({ PORT: '70000' })).toThrow('PORT="70000": must be 1-65535')
    expect(() => readEnv({ SITE_URL: 'example.com' })).toThrow('SITE_URL="example.com": must be an http(s) address')
    expect(() => readEnv({ PRERENDER_PROCESSES: '0' })).toThrow('PRERENDER_PROCESSES="0": must be at least 1')
    expect(() => readEnv({ SKIP_BUILD: 'yes' })).toThrow('SKIP_BUILD="yes": must be 1 or unset')
    expect(() => readEnv({ INCREMENTAL_SEQUENCES: 'all' })).toThrow(
      'INCREMENTAL_SEQUENCES="all": must be a number of sequences',
    )
    expect(() => readEnv({ INCREMENTAL_SEQUENCES: '0' })).toThrow('INCREMENTAL_SEQUENCES="0": must be at least 1')
  })

  it('reads only the variables asked for', () => {
    expect(readEnv({ PORT: 'eighty', CONTENT_DIR: 'other' }, ['CONTENT_DIR', 'BUILD_DIR'])).toEqual({
      CONTENT_DIR: 'other',
      BUILD_DIR: 'dist',
    })
  })

  it('reads TRUST_PROXY as none, a number of proxies or their addresses, and refuses anything else', () => {
    expect(readEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false)
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(readEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', '::1'])
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY="true": must be false, a number of proxies (1 for one), or a comma-separated list of proxy addresses or ranges ("true" would believe any client that claims to be a proxy)',
    )
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.1,proxy.local' })).toThrow('not an address: proxy.local')
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('not an address: 10.0.0.0/33')
  })

  it('drops a trailing slash from SITE_URL', () => {
    expect(readEnv({ SITE_URL: 'https://www.example.com/' }, ['SITE_URL']).SITE_URL).toBe('https://www.example.com')
  })
})

import { describe, expect, it } from 'vitest'
import { parseEnv, siteUrl } from './env.ts'

describe('environment', () => {
  it('has working defaults', () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      DATABASE_PATH: 'data/site.db',
      SITE_URL: 'http://localhost:3000',
      CONTENT_DIR: 'content',
      NODE_ENV: 'production',
      TRUST_PROXY: false,
      LEADS_PER_TEN_MINUTES: 5,
    })
  })

  it('names the variable that is wrong and says what it must be', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow('PORT="eighty": must be a port number')
    expect(() => parseEnv({ PORT: '70000' })).toThrow('PORT="70000": must be 1-65535')
    expect(() => parseEnv({ SITE_URL: 'example.com' })).toThrow('SITE_URL="example.com": must be an http(s) address')
  })

  it('reads TRUST_PROXY as none, a number of proxies or their addresses, and refuses anything else', () => {
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ])
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY="true": must be false, a number of proxies (1 for one), or a comma-separated list of proxy addresses or ranges ("true" would believe any client that claims to be a proxy)',
    )
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.1,proxy.local' })).toThrow('not an address: proxy.local')
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('not an address: 10.0.0.0/33')
  })

  it('drops a trailing slash from SITE_URL', () => {
    expect(siteUrl({ SITE_URL: 'https://www.example.com/' })).toBe('https://www.example.com')
  })
})

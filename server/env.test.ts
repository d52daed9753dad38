import { describe, expect, it } from 'vitest'
import { parseEnv, siteUrl } from './env.ts'

describe('environment', () => {
  it('has working defaults', () => {
    expect(parseEnv({})).toEqual({ PORT: 3000, DATABASE_PATH: 'data/site.db', SITE_URL: 'http://localhost:3000', CONTENT_DIR: 'content', NODE_ENV: 'production', LEADS_PER_TEN_MINUTES: 5 })
  })

  it('names the variable that is wrong and says what it must be', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow('PORT="eighty": must be a port number')
    expect(() => parseEnv({ PORT: '70000' })).toThrow('PORT="70000": must be 1-65535')
    expect(() => parseEnv({ SITE_URL: 'example.com' })).toThrow('SITE_URL="example.com": must be an http(s) address')
  })

  it('drops a trailing slash from SITE_URL', () => {
    expect(siteUrl({ SITE_URL: 'https://www.example.com/' })).toBe('https://www.example.com')
  })
})

import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { isIP, type AddressInfo } from 'node:net'
import { generate } from 'selfsigned'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkImageAddress, NOT_AN_IMAGE, type AddressCheckOptions } from './address-check.ts'
import { isPublicAddress, publicHttpsOnly } from './address-policy.ts'
import { realNetwork, type ImageNetwork } from './remote-image.ts'

const png = await sharp({ create: { width: 40, height: 25, channels: 3, background: '#1e40af' } })
  .png()
  .toBuffer()

const tls = await generate([{ name: 'commonName', value: 'images.test' }], {
  keyType: 'ec',
  algorithm: 'sha256',
  extensions: [
    { name: 'basicConstraints', cA: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'images.test' },
        { type: 2, value: 'internal.test' },
        { type: 2, value: 'mixed.test' },
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ],
})

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** The internal service an attacker wants reached: it answers an image, and logs every request it gets. */
const internalLog: string[] = []
const internal: RequestListener = (req, res) => {
  internalLog.push(`${req.headers.host}${req.url}`)
  res.writeHead(200, { 'Content-Type': 'image/png' }).end(png)
}
const internalHttps = createHttpsServer({ key: tls.private, cert: tls.cert }, internal)
const internalHttp = createHttpServer(internal)

/** Another site, reached over HTTPS as images.test: images, a page, a body that never comes, and redirects. */
const images = createHttpsServer({ key: tls.private, cert: tls.cert }, (req, res) => {
  const redirect = (location: string) => res.writeHead(302, { Location: location }).end()
  const hops = /^\/hops\/(\d+)$/.exec(req.url ?? '')
  if (hops && hops[1] !== '0') return redirect(`/hops/${Number(hops[1]) - 1}`)
  if (hops || req.url === '/door.png') return res.writeHead(200, { 'Content-Type': 'image/png' }).end(png)
  if (req.url === '/page.html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Doors</h1>')
  if (req.url === '/slow.png') return res.writeHead(200, { 'Content-Type': 'image/png' }).flushHeaders()
  if (req.url === '/to-loopback-http') return redirect(`http://127.0.0.1:${internalHttpPort}/internal`)
  if (req.url === '/to-loopback') return redirect(`https://127.0.0.1:${internalPort}/internal`)
  if (req.url === '/to-mapped-loopback') return redirect(`https://[::ffff:7f00:1]:${internalPort}/internal`)
  if (req.url === '/to-internal-name') return redirect(`https://internal.test:${internalPort}/internal`)
  if (req.url === '/to-private') return redirect('https://10.0.0.7/internal')
  res.writeHead(404).end()
})

let imagesPort: number
let internalPort: number
let internalHttpPort: number
beforeAll(async () => {
  ;[imagesPort, internalPort, internalHttpPort] = await Promise.all([
    listen(images),
    listen(internalHttps),
    listen(internalHttp),
  ])
})
afterAll(() => {
  for (const server of [images, internalHttps, internalHttp]) {
    server.closeAllConnections()
    server.close()
  }
})

/** The stub resolver: names of the test, all on this computer but for one with a private address too. */
const names: Record<string, string[]> = {
  'images.test': ['127.0.0.1'],
  'internal.test': ['127.0.0.1'],
  'mixed.test': ['127.0.0.1', '10.1.2.3'],
}
const lookups: string[] = []
const lookup: ImageNetwork['lookup'] = async (hostname) => {
  lookups.push(hostname)
  const addresses = names[hostname]
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
  return addresses.map((address) => ({ address, family: isIP(address) }))
}
/** Production's policy, and the one local port standing in for another site. */
const network: ImageNetwork = {
  lookup,
  allow: (address, port) => publicHttpsOnly(address, port) || (address === '127.0.0.1' && port === imagesPort),
  ca: tls.cert,
}

let logged: Record<string, unknown>[]
beforeEach(() => {
  logged = []
  internalLog.length = 0
  lookups.length = 0
})
const check = (address: string, options: AddressCheckOptions = {}) =>
  checkImageAddress(address, { network, log: (fields) => logged.push(fields), ...options })
const site = (path: string) => `https://images.test:${imagesPort}${path}`

describe("checking another site's image address", () => {
  it('accepts an image, also after three redirects', async () => {
    await expect(check(site('/door.png'))).resolves.toBeUndefined()
    await expect(check(site('/hops/3'))).resolves.toBeUndefined()
    expect(logged).toEqual([])
    // One DNS answer per hop, and the connection goes to the address it gave: no second lookup to swap it.
    expect(lookups).toEqual(Array(5).fill('images.test'))
  })

  it('refuses, with one plain message, every way of reaching this computer or a private network', async () => {
    const attempts = [
      site('/to-loopback-http'),
      site('/to-loopback'),
      site('/to-mapped-loopback'),
      site('/to-internal-name'),
      site('/to-private'),
      `https://internal.test:${internalPort}/internal`,
      `https://127.0.0.1:${internalPort}/internal`,
      `https://[::ffff:127.0.0.1]:${internalPort}/internal`,
      `http://127.0.0.1:${internalHttpPort}/internal`,
      `https://mixed.test:${imagesPort}/door.png`,
    ]
    for (const address of attempts) {
      await expect(check(address), address).rejects.toMatchObject({ status: 400, message: `image: ${NOT_AN_IMAGE}` })
    }
    expect(internalLog).toEqual([])
    // The operator's log has the real reason for each.
    expect(logged.map(({ address }) => address)).toEqual(attempts)
    expect(logged.find(({ address }) => address === site('/to-private'))?.reason).toMatch(/10\.0\.0\.7/)
    expect(logged.find(({ address }) => String(address).includes('mixed.test'))?.reason).toMatch(/10\.1\.2\.3/)
  })

  it('would have had an image from the internal service, had the policy let it through', async () => {
    const anyLoopback = { ...network, allow: (address: string) => address === '127.0.0.1' }
    await expect(check(site('/to-loopback'), { network: anyLoopback })).resolves.toBeUndefined()
    expect(internalLog).toEqual([`127.0.0.1:${internalPort}/internal`])
  })

  it('refuses a page, a body that never comes, a fourth redirect and an untrusted certificate alike', async () => {
    const refusals: [string, AddressCheckOptions?][] = [
      [site('/page.html')],
      [site('/slow.png'), { timeoutMs: 300 }],
      [site('/hops/4')],
      [site('/missing.png')],
      [site('/door.png'), { network: { ...network, ca: undefined } }],
      ['https://nowhere.test/door.png'],
    ]
    for (const [address, options] of refusals)
      await expect(check(address, options)).rejects.toThrow(`image: ${NOT_AN_IMAGE}`)
    expect(logged.map(({ reason }) => reason)).toEqual([
      expect.stringMatching(/is not an image \(text\/html\)/),
      'no image within the time allowed',
      expect.stringMatching(/redirects more than 3 times/),
      expect.stringMatching(/answered 404/),
      expect.stringMatching(/CERT|certificate/i),
      'getaddrinfo ENOTFOUND nowhere.test',
    ])
  })

  it('refuses this computer with the real resolver and policy, which production uses', async () => {
    const production = { ...realNetwork, ca: tls.cert }
    for (const address of [`https://localhost:${internalPort}/internal`, `https://127.0.0.1:${internalPort}/x`]) {
      await expect(check(address, { network: production })).rejects.toThrow(`image: ${NOT_AN_IMAGE}`)
      await expect(checkImageAddress(address)).rejects.toThrow(`image: ${NOT_AN_IMAGE}`)
    }
    expect(internalLog).toEqual([])
    expect(logged.map(({ reason }) => reason)).toEqual([
      expect.stringMatching(/leads to (127\.0\.0\.1|::1) port \d+, which is not a public https host/),
      expect.stringMatching(/leads to 127\.0\.0\.1 port \d+, which is not a public https host/),
    ])
  })

  it("looks an address on the site's own origin up in the build, without fetching it", async () => {
    const own = { siteUrl: `http://127.0.0.1:${internalHttpPort}`, buildDir: '/nonexistent-build' }
    await expect(check(`http://127.0.0.1:${internalHttpPort}/images/door.png`, own)).rejects.toThrow(
      'image: /images/door.png was not found on this site (404)',
    )
    expect(internalLog).toEqual([])
  })
})

describe('the connect policy', () => {
  it('admits public addresses on port 443 only', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:93.184.215.14', '2002:5db8:d70e::1'])
      expect(isPublicAddress(address), address).toBe(true)
    const refused = [
      ...['0.0.0.0', '10.0.0.7', '100.64.0.1', '100.127.255.254', '127.0.0.1', '127.8.9.10', '169.254.169.254'],
      ...['172.16.0.1', '172.31.255.255', '192.168.1.1', '224.0.0.1', '255.255.255.255', '198.18.0.1'],
      ...['::', '::1', '[::1]', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1'],
      ...['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::127.0.0.1'],
      ...['64:ff9b::a00:1', '2002:7f00:1::1', '2001:db8::1', 'localhost', 'images.test', ''],
    ]
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false)
    expect(publicHttpsOnly('93.184.215.14', 443)).toBe(true)
    expect(publicHttpsOnly('93.184.215.14', 8443)).toBe(false)
    expect(publicHttpsOnly('127.0.0.1', 443)).toBe(false)
  })
})

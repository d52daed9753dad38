import { createReadStream, createWriteStream, existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { createBrotliDecompress } from 'node:zlib'

/**
 * The Chromium that `npm install` brings from the registry, so that the browser tests need nothing
 * installed by hand: the @sparticuz/chromium package carries a headless Chromium for Linux x64,
 * compressed with Brotli (bin/chromium.br, 64 MB). It is unpacked once into the temporary folder,
 * under a name with the package's version, and used from there.
 *
 * The package's own executablePath() is made for AWS Lambda: it unpacks into /tmp/chromium whatever
 * version is already there, and two test processes unpacking at once would write the same file.
 * Here each process writes a file of its own and renames it into place, which is atomic.
 *
 * It needs the NSS libraries (libnss3), which Debian's Java runtime (for the Nu checker) also brings.
 */
export async function packagedChromium() {
  const require = createRequire(import.meta.url)
  const folder = join(dirname(require.resolve('@sparticuz/chromium')), '..', '..')
  const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
  const target = join(tmpdir(), `sparticuz-chromium-${version}`)
  if (existsSync(target)) return target
  const partial = `${target}.${process.pid}.part`
  try {
    await pipeline(
      createReadStream(join(folder, 'bin', 'chromium.br')),
      createBrotliDecompress(),
      createWriteStream(partial, { mode: 0o755 }),
    )
    renameSync(partial, target)
  } finally {
    rmSync(partial, { force: true })
  }
  return target
}

// `node scripts/packaged-chromium.ts` unpacks it and prints its path (for CHROMIUM_PATH).
if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await packagedChromium())

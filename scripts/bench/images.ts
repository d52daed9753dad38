import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { MAX_UPLOAD_BYTES } from '../../shared/admin-api.ts'
import { readShape } from '../../server/images/shape.ts'
import { uploadFormat } from '../../server/images/sniff.ts'
import { makeVariants } from '../../server/images/variants.ts'
import { measure } from './measure.ts'

/** The most resident memory one upload may take, the server's own included (README, "Post images"). */
export const UPLOAD_PEAK_BUDGET_MB = 800

export interface ImageFigures {
  name: string
  fileMb: number
  idleMb: number
  peakMb: number
  seconds: number
}

const flat = (width: number, height: number, channels: 3 | 4) =>
  sharp({ create: { width, height, channels, background: { r: 30, g: 64, b: 175, alpha: 0.6 } } })

/**
 * The largest pictures the limits take, each in the form that costs libvips the most memory: a
 * photo turned by its EXIF orientation and an interlaced PNG are decoded whole (neither can be
 * read line by line), and the longest panorama and tallest picture make the largest variants.
 */
const CASES: { name: string; make: () => Promise<Buffer> }[] = [
  {
    name: '60 MP JPEG turned by EXIF (7,744 × 7,744)',
    make: () => flat(7744, 7744, 3).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
  },
  {
    name: '60 MP interlaced PNG with alpha (7,744 × 7,744)',
    make: () => flat(7744, 7744, 4).png({ progressive: true }).toBuffer(),
  },
  { name: 'panorama JPEG (12,000 × 1,200)', make: () => flat(12000, 1200, 3).jpeg().toBuffer() },
  { name: 'tallest PNG with alpha (1,600 × 4,800)', make: () => flat(1600, 4800, 4).png().toBuffer() },
]

/** In a process of its own: makes every variant of one file, as an upload does. */
async function processOne(file: string) {
  const bytes = readFileSync(file)
  console.log(`idle ${process.memoryUsage().rss}`)
  await makeVariants(bytes, await readShape(bytes, uploadFormat(bytes)!))
}

/**
 * Peak resident memory while the largest accepted pictures are processed, each in a fresh process
 * (sampled every 50 ms by ./measure.ts), beside that process's memory before it starts.
 */
export async function benchImages(): Promise<ImageFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-images-'))
  const figures: ImageFigures[] = []
  try {
    for (const { name, make } of CASES) {
      const bytes = await make()
      if (bytes.length > MAX_UPLOAD_BYTES) throw new Error(`${name}: ${bytes.length} bytes, over the upload limit`)
      const file = join(dir, 'upload')
      writeFileSync(file, bytes)
      const run = await measure(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), file], {})
      if (!run.ok) throw new Error(`${name}: ${run.output}`)
      const idle = Number(/^idle (\d+)/m.exec(run.output)?.[1])
      figures.push({
        name,
        fileMb: mb(bytes.length),
        idleMb: mb(idle),
        peakMb: mb(run.peakBytes),
        seconds: Math.round(run.seconds * 10) / 10,
      })
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return figures
}

/** Megabytes of 1,000,000 bytes, as the budgets count them (a mebibyte would be 5 % larger). */
const mb = (bytes: number) => Math.round(bytes / 1e6)

export const imagesOverBudget = (figures: ImageFigures[]) =>
  figures
    .filter((f) => f.peakMb > UPLOAD_PEAK_BUDGET_MB)
    .map((f) => `${f.name} peaked at ${f.peakMb} MB (budget ${UPLOAD_PEAK_BUDGET_MB} MB)`)

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2]) await processOne(process.argv[2])
  else {
    const figures = await benchImages()
    console.table(figures)
    const over = imagesOverBudget(figures)
    if (over.length) {
      console.error(over.join('\n'))
      process.exit(1)
    }
  }
}

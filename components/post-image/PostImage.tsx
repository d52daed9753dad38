import { MEDIA_FORMATS, mediaPath, type ImageVariants, type MediaFormat } from '../../shared/posts.ts'
import { CategoryIllustration } from './CategoryIllustration.tsx'

const TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

/** How wide the picture is drawn: a card in the one-, two- or three-column grid; the article's column. */
const SIZES = {
  card: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, calc(100vw - 2rem)',
  hero: '(min-width: 896px) 864px, calc(100vw - 2rem)',
}

const CLASSES = {
  card: { picture: 'aspect-[8/5] w-full bg-brand-50 object-cover', illustration: 'aspect-[8/5] w-full' },
  hero: {
    picture: 'h-auto w-full rounded-2xl bg-brand-50 shadow-sm',
    illustration: 'aspect-[16/9] w-full rounded-2xl shadow-sm',
  },
}

export const srcSet = (variants: ImageVariants, format: MediaFormat) =>
  variants.widths.map((width) => `${mediaPath(variants.hash, width, format)} ${width}w`).join(', ')

export interface PostImageProps {
  image: string | null
  imageAlt: string | null
  imageVariants?: ImageVariants
  /** The post's category: a post without a picture shows its illustration. */
  category: string | null
  /** A card: loaded as it scrolls near, cropped to the cards' shape. The article's hero: loaded first, whole. */
  kind: 'card' | 'hero'
}

/**
 * A post's picture. An upload is a <picture> offering AVIF and WebP at every width it was made in,
 * with JPEG for any other browser, its width and height set so nothing moves as it loads; an
 * address typed in is a plain image; no picture at all is the category's illustration.
 */
export function PostImage({ image, imageAlt, imageVariants, category, kind }: PostImageProps) {
  const classes = CLASSES[kind]
  const loading =
    kind === 'card' ? ({ loading: 'lazy' } as const) : ({ loading: 'eager', fetchPriority: 'high' } as const)
  if (image && imageVariants) {
    const sizes = SIZES[kind]
    const fallback = imageVariants.widths.find((width) => width >= 800) ?? imageVariants.widths.at(-1)!
    return (
      <picture className="block">
        {MEDIA_FORMATS.filter((format) => format !== 'jpg').map((format) => (
          <source key={format} type={TYPES[format]} srcSet={srcSet(imageVariants, format)} sizes={sizes} />
        ))}
        <img
          src={mediaPath(imageVariants.hash, fallback, 'jpg')}
          srcSet={srcSet(imageVariants, 'jpg')}
          sizes={sizes}
          alt={imageAlt ?? ''}
          width={imageVariants.width}
          height={imageVariants.height}
          decoding="async"
          {...loading}
          className={classes.picture}
        />
      </picture>
    )
  }
  if (image)
    return (
      <img
        src={image}
        alt={imageAlt ?? ''}
        width={800}
        height={500}
        decoding="async"
        {...loading}
        className={`aspect-[8/5] w-full bg-brand-50 ${kind === 'card' ? 'object-cover' : 'rounded-2xl object-contain shadow-sm'}`}
      />
    )
  return <CategoryIllustration category={category} className={classes.illustration} />
}

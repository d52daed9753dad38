import { useRef, useState, type RefObject } from 'react'
import { inputClass } from '../../components/Field.tsx'
import { CategoryIllustration } from '../../components/post-image/CategoryIllustration.tsx'
import { PostImage } from '../../components/post-image/PostImage.tsx'
import type { ImageVariants } from '../../shared/posts.ts'
import { ImagePicker } from './ImagePicker.tsx'
import { ImageUpload } from './ImageUpload.tsx'
import type { AdminImage } from '../../shared/admin-api.ts'
import { label, subtleButton } from '../common/ui.ts'

const fieldError = 'mt-1.5 text-sm font-semibold text-accent-700'
const help = 'mt-1 text-sm text-slate-600'

/**
 * The post's picture: upload one, choose one uploaded before, or type an address; with its
 * description (required with a picture) and a preview. The form sends `image` and `imageAlt`.
 * `serverError` is the last save's refusal: shown here when it names one of these fields.
 */
export function ImageField({
  post,
  category,
  serverError,
}: {
  post: { image: string | null; imageAlt: string | null; imageVariants?: ImageVariants } | null
  category: string | null
  serverError: string | null
}) {
  const [address, setAddress] = useState(post?.image ?? '')
  const [shown, setShown] = useState(address)
  const [variants, setVariants] = useState(post?.imageVariants)
  const [alt, setAlt] = useState(post?.imageAlt ?? '')
  const altInput = useRef<HTMLInputElement>(null)
  /** Puts an image on the post (null: none); moves the focus to its description when that is empty, and says so. */
  const choose = (image: AdminImage | null): boolean => {
    setAddress(image?.address ?? '')
    setShown(image?.address ?? '')
    setVariants(image ?? undefined)
    if (!image || alt.trim()) return false
    altInput.current?.focus()
    return true
  }
  const imageError = serverError?.startsWith('image:') ? serverError : null
  const altError = serverError?.startsWith('imageAlt:') ? serverError : null
  const uploaded = variants && shown.startsWith(`/media/${variants.hash}-`) ? variants : undefined

  return (
    <fieldset className="min-w-0 rounded-xl p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-base font-bold text-navy-900">Image</legend>
      <div className="grid gap-5 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <ImagePreview address={shown} variants={uploaded} alt={alt} category={category} />
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-start gap-3">
            <ImageUpload onUploaded={choose} />
            <ImagePicker onChoose={choose} />
            {address && (
              <button type="button" onClick={() => choose(null)} className={subtleButton}>
                Remove the image
              </button>
            )}
          </div>
          <div>
            <label htmlFor="image" className={label}>
              Or type an image address
            </label>
            <input
              id="image"
              name="image"
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              onBlur={() => setShown(address.trim())}
              placeholder="/images/blog/spring-safety.svg"
              aria-invalid={imageError ? true : undefined}
              aria-describedby={imageError ? 'image-help image-error' : 'image-help'}
              className={inputClass}
            />
            <p id="image-help" className={help}>
              A picture on this site, or an https address. It is checked when you save.
            </p>
            {imageError && (
              <p id="image-error" className={fieldError}>
                {imageError.replace(/^image: /, '')}
              </p>
            )}
          </div>
          <AltInput value={alt} onChange={setAlt} required={!!address.trim()} error={altError} inputRef={altInput} />
        </div>
      </div>
    </fieldset>
  )
}

/** The picture's description: required with a picture, said why beside the field when it is missing. */
function AltInput({
  value,
  onChange,
  required,
  error,
  inputRef,
}: {
  value: string
  onChange: (alt: string) => void
  required: boolean
  error: string | null
  inputRef: RefObject<HTMLInputElement | null>
}) {
  return (
    <div>
      <label htmlFor="imageAlt" className={label}>
        Image description (alt text){required ? ', required' : ''}
      </label>
      <input
        ref={inputRef}
        id="imageAlt"
        name="imageAlt"
        maxLength={300}
        required={required}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'imageAlt-help imageAlt-error' : 'imageAlt-help'}
        className={inputClass}
      />
      <p id="imageAlt-help" className={help}>
        Say what the picture shows, for visitors who cannot see it: &ldquo;A white carriage-house door on a stucco home
        in Oldsmar&rdquo;.
      </p>
      {error && (
        <p id="imageAlt-error" className={fieldError}>
          Describe the picture: a post with an image needs its description.
        </p>
      )}
    </div>
  )
}

/** What visitors will see: the picture, or the category's illustration when there is none. */
function ImagePreview({
  address,
  variants,
  alt,
  category,
}: {
  address: string
  variants?: ImageVariants
  alt: string
  category: string | null
}) {
  const [broken, setBroken] = useState<string | null>(null)
  return (
    <figure className="min-w-0">
      <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
        {!address ? (
          <CategoryIllustration category={category} className="aspect-[8/5] w-full" />
        ) : variants ? (
          <PostImage image={address} imageAlt={alt} imageVariants={variants} category={category} kind="card" />
        ) : (
          <img
            key={address}
            src={address}
            alt={alt}
            onError={() => setBroken(address)}
            className="aspect-[8/5] w-full bg-brand-50 object-cover"
          />
        )}
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">
        {!address
          ? `No picture: the post shows the ${category ?? 'Uncategorized'} illustration.`
          : broken === address
            ? ''
            : 'Preview, as the post card shows it.'}
      </figcaption>
      {address && broken === address && (
        <p role="alert" className={fieldError}>
          This address did not load in your browser; the post will not be saved with it.
        </p>
      )}
    </figure>
  )
}

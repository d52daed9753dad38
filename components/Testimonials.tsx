import { Icon } from './Icon.tsx'

export interface TestimonialProps {
  initial: string
  name: string
  location: string
  rating: number
  quote: string
}

export function TestimonialCard({ initial, name, location, rating, quote }: TestimonialProps) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex gap-0.5 text-amber-500" role="img" aria-label={`Rated ${rating} out of 5`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Icon name="star" key={i} className={`size-5 ${i < rating ? 'fill-current' : 'text-slate-300'}`} />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">“{quote}”</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          className="inline-flex size-10 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
          aria-hidden="true"
        >
          {initial}
        </span>
        <span>
          <span className="block font-bold text-navy-900">{name}</span>
          <span className="block text-sm text-slate-600">{location}</span>
        </span>
      </figcaption>
    </figure>
  )
}

export function TestimonialGrid({ testimonials }: { testimonials: TestimonialProps[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((t) => (
        <TestimonialCard key={t.name + t.location} {...t} />
      ))}
    </div>
  )
}

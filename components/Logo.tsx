export interface LogoProps {
  name: string
  tagline?: string
  logo: { src: string; width: number; height: number }
  inverted?: boolean
}

export function Logo({ name, tagline, logo, inverted = false }: LogoProps) {
  return (
    <a href="/" className="flex items-center gap-2.5 rounded-md">
      <img src={logo.src} width={logo.width} height={logo.height} alt="" className="size-10 shrink-0" />
      <span className="leading-tight">
        <span
          className={`block text-base font-extrabold tracking-tight sm:text-lg ${inverted ? 'text-white' : 'text-navy-900'}`}
        >
          {name}
        </span>
        {tagline && (
          <span className={`hidden text-xs sm:block ${inverted ? 'text-brand-100' : 'text-slate-600'}`}>{tagline}</span>
        )}
      </span>
    </a>
  )
}

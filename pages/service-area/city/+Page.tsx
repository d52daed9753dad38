import { useData } from 'vike-react/useData'
import type { Data } from './+data.ts'

/** One template for every city page. */
export default function Page() {
  const { city, nearby } = useData<Data>()
  return (
    <article>
      <h1>{city.heading}</h1>
      <p>
        {city.county} County · {city.region}
      </p>
      {city.description.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      <h2>Neighborhoods we serve in {city.name}</h2>
      <p>{city.neighborhoods.join(', ')}</p>
      <h2>Local landmarks</h2>
      <p>{city.landmarks.join(', ')}</p>
      <h2>Most requested in {city.name}</h2>
      <p>{city.popularService}</p>
      <h2>The local challenge</h2>
      <p>{city.mainChallenge}</p>
      <blockquote>
        <p>{city.testimonial}</p>
        <footer>{city.testimonialName}</footer>
      </blockquote>
      <h2>Nearby cities we serve</h2>
      <ul>
        {nearby.map((near) => (
          <li key={near.path}>
            <a href={near.path}>{near.name}</a> ({near.miles} mi)
          </li>
        ))}
      </ul>
    </article>
  )
}

import { useData } from 'vike-react/useData'
import type { Data } from './+data.ts'

export default function Page() {
  const { hero, cities } = useData<Data>()
  return (
    <>
      <h1>{hero.heading}</h1>
      <p>{hero.text}</p>
      <ul>
        {cities.map((city) => (
          <li key={city.path}>
            <a href={city.path}>{city.name}</a>
          </li>
        ))}
      </ul>
    </>
  )
}

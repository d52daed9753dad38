import { prerenderedPaths } from '../../renderer/prerender.ts'
import route from './+route.ts'

export default () => prerenderedPaths('page', route)

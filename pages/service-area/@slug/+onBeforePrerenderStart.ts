import { prerenderedPaths } from '../../../renderer/prerender.ts'

export default () => prerenderedPaths('city')

import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The incremental-build property test: the longest suite by far (tens of builds of a 300-city site). */
const LONGEST = 'tests/incremental-build.test.ts'

/**
 * Vitest's order (failed first, then longest first by the last run's times, else largest file
 * first), with the longest suite always at the head: started first, it runs beside the others
 * rather than alone after them, also on a fresh clone, where there are no times yet.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const longest = (file: TestSpecification) => file.moduleId.endsWith(`/${LONGEST}`)
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))]
  }
}

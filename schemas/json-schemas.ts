import { z } from 'zod'
import { TaxonomySchema } from './blog.ts'
import { BusinessSchema } from './business.ts'
import { CatalogSchema } from './catalog.ts'
import { CitySchema } from './city.ts'
import { CountiesFileSchema } from './county.ts'
import { FaqSchema } from './faq.ts'
import { FormsSchema } from './forms.ts'
import { NavigationSchema } from './navigation.ts'
import { ProductSchema } from './product.ts'
import { RegionsFileSchema } from './region.ts'
import { ServiceSchema } from './service.ts'
import { pageSchemas } from './site.ts'
import { TestimonialsFileSchema } from './testimonial.ts'

/** Editor schemas: file name under schemas/json/ → [Zod schema, content files it describes]. */
const editorSchemas: Record<string, [z.ZodType, string]> = {
  'city.schema.json': [CitySchema, 'cities/*.yaml'],
  'service.schema.json': [ServiceSchema, 'services/*.yaml'],
  'product.schema.json': [ProductSchema, 'products/*.yaml'],
  'business.schema.json': [BusinessSchema, 'business.yaml'],
  'navigation.schema.json': [NavigationSchema, 'navigation.yaml'],
  'regions.schema.json': [RegionsFileSchema, 'regions.yaml'],
  'counties.schema.json': [CountiesFileSchema, 'counties.yaml'],
  'catalog.schema.json': [CatalogSchema, 'catalog.yaml'],
  'testimonials.schema.json': [TestimonialsFileSchema, 'testimonials.yaml'],
  'faq.schema.json': [FaqSchema, 'faq.yaml'],
  'forms.schema.json': [FormsSchema, 'forms.yaml'],
  'taxonomy.schema.json': [TaxonomySchema, 'blog/taxonomy.yaml'],
  ...Object.fromEntries(
    Object.entries(pageSchemas).map(([name, schema]) => [`page-${name}.schema.json`, [schema, `pages/${name}.yaml`]]),
  ),
}

/** JSON Schema text for each editor schema, generated from the Zod schemas. */
export function jsonSchemas(): Record<string, { text: string; files: string }> {
  return Object.fromEntries(
    Object.entries(editorSchemas).map(([name, [schema, files]]) => [
      name,
      { text: `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2)}\n`, files },
    ]),
  )
}

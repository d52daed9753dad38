import { mkdirSync, writeFileSync } from 'node:fs'
import { jsonSchemas } from '../schemas/json-schemas.ts'

/** Writes schemas/json/*.schema.json and the editor settings that map them to content files. */
const schemas = jsonSchemas()
mkdirSync('schemas/json', { recursive: true })
for (const [name, { text }] of Object.entries(schemas)) writeFileSync(`schemas/json/${name}`, text)

const yamlSchemas = Object.fromEntries(
  Object.entries(schemas).map(([name, { files }]) => [`./schemas/json/${name}`, `content/${files}`]),
)
mkdirSync('.vscode', { recursive: true })
writeFileSync('.vscode/settings.json', `${JSON.stringify({ 'yaml.schemas': yamlSchemas }, null, 2)}\n`)
writeFileSync('.vscode/extensions.json', `${JSON.stringify({ recommendations: ['redhat.vscode-yaml'] }, null, 2)}\n`)
console.log(`wrote ${Object.keys(schemas).length} schemas to schemas/json/ and .vscode/settings.json`)

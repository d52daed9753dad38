// @ts-check
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.bench/',
      '.scratch/',
      '.test-builds/',
      '.dist-builds/',
      '.dist-preview/',
      'data/',
      'test-results/',
      'tests/fixtures/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    // One-way layers (docs/decisions/0010-one-way-layers.md): content -> content-loader (reading it against
    // schemas) -> pages, components, renderer, admin; server -> server/db. What both sides need lives in
    // shared/, which imports neither.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: [
                './schemas',
                './content-loader',
                './pages',
                './components',
                './renderer',
                './admin',
                './server',
                './scripts',
                './tests',
              ],
              message: 'shared/ is imported by both sides and imports neither.',
            },
            {
              target: ['./schemas', './content-loader'],
              from: ['./pages', './components', './renderer', './admin', './server', './scripts', './tests'],
              message: 'schemas/ and content-loader/ read content and are read by the rest; they import none of it.',
            },
            {
              target: './schemas',
              from: './content-loader',
              message:
                'schemas/ says what content must be; content-loader/ reads content against it, not the other way.',
            },
            {
              target: ['./pages', './components', './renderer', './admin'],
              from: ['./server', './scripts'],
              message:
                'The UI gets what it shows as props and page context, never from the server; move shared contracts to shared/.',
            },
            {
              target: './server',
              from: ['./pages', './components', './renderer', './admin', './scripts'],
              message:
                'The server renders pages through Vike, never by importing the UI; move shared contracts to shared/.',
            },
            {
              target: ['./pages', './components', './renderer', './admin', './schemas', './content-loader', './shared'],
              from: './server/db',
              message: 'Only the server opens the database.',
            },
            {
              target: ['./pages', './components'],
              from: './build',
              message: "Page templates know nothing of the build: they read the site model's fields (build/README.md).",
            },
            {
              target: ['./schemas', './content-loader', './shared'],
              from: './build',
              message: 'The content loader and shared/ know nothing of the build, which uses them.',
            },
            {
              target: './components',
              from: ['./pages', './renderer', './admin'],
              message: 'Components are shared UI: pages, the renderer and the admin use them, not the other way round.',
            },
            {
              target: './renderer',
              from: './build',
              message:
                'The renderer knows nothing of the build: what it needs at render time lives beside it (renderer/site-source.ts, renderer/page-reads.ts).',
            },
            {
              target: './server',
              from: './build',
              except: ['./command.ts'],
              message:
                'The server runs the build as a process of its own, through build/command.ts alone; where builds are and which is live is shared/build-output.ts.',
            },
            {
              target: './admin',
              from: ['./pages', './renderer'],
              message:
                'The admin application is mounted by pages/admin/+Page.tsx; it imports no page and no renderer code.',
            },
          ],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js'] } },
      // Imports are followed into TypeScript files too, to find cycles through them.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.mjs', '.js'],
    },
    rules: {
      // A file is read in one sitting, a function on one screen (generated files are JSON, not linted).
      'max-lines': ['error', 250],
      'max-lines-per-function': ['error', 80],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // disableScc: the faster path cannot check a file that is not saved yet (an editor's buffer, tests/layers.test.ts).
      'import/no-cycle': ['error', { disableScc: true }],
      // `declare global { namespace Vike … }` is how Vike and Express types are extended.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
)

// Lint rules, including the import rules of the architecture (see each src/ folder's README).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// The layer graph of src/README.md, written once: which project folders each folder may import
// (besides itself), and which npm packages. Every folder gets ONE no-restricted-imports rule listing
// all it must not import, so no later block replaces it (flat config does not merge a rule's options).
const layers = {
  game: { imports: [], packages: [] },
  text: { imports: ['game'], packages: [] },
  audio: { imports: [], packages: ['howler'] },
  images: { imports: [], packages: [] },
  api: { imports: ['text'], packages: ['openapi-fetch'] },
  'scene/model': { imports: ['game', 'text'], packages: [] },
  state: { imports: ['game', 'text', 'api', 'scene/model'], packages: ['jotai', '@tanstack/query-core'] },
  'scene/view': { imports: ['game', 'text', 'audio', 'images', 'state', 'scene/model'], packages: ['react', 'pixi.js', '@pixi/react'] },
  pwa: { imports: ['game', 'text', 'api', 'state'], packages: null },
  ui: { imports: ['game', 'text', 'audio', 'images', 'api', 'state', 'scene/model', 'scene/view', 'pwa'], packages: null },
  server: { imports: ['game', 'api/schema'], packages: null },
}
const folders = Object.keys(layers)
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** An import path that reaches `target` (a path segment; from a sibling of scene/, also `../view`). */
const reaches = (target, from) => {
  const [top, sub] = target.split('/')
  const sibling = sub && from.startsWith(`${top}/`) ? `|^\\.\\./${escape(sub)}(/|$)` : ''
  return `(^|/)${escape(target)}(/|$)${sibling}`
}
/** The one restriction of a folder: every other folder it may not import, and packages outside its list. */
function layerRule(from) {
  const { imports, packages } = layers[from]
  const patterns = folders
    .filter((other) => other !== from && !imports.includes(other) && !(other === 'api' && imports.includes('api/schema')))
    .map((other) => ({ regex: reaches(other, from), message: `src/${from} n'importe pas src/${other} (voir src/README.md).` }))
  if (imports.includes('api/schema')) {
    patterns.push({ regex: '(^|/)api/(?!schema(\\.d)?$)', message: `src/${from} importe seulement les types générés de src/api (schema).` })
  }
  if (packages) {
    const allowed = packages.map((name) => `${escape(name)}(/|$)`).join('|')
    const regex = allowed ? `^(?!(${allowed}))[^./]` : '^[^./]'
    const what = packages.length ? `seulement ${packages.join(', ')}` : 'aucun paquet'
    patterns.push({ regex, message: `src/${from} : ${what} (voir src/README.md).` })
  } else {
    patterns.push(
      { regex: '^jotai(/|$)', message: 'jotai passe par src/state (store.ts, le seul module de l\'app).' },
      { regex: '^howler(/|$)', message: 'Howler passe par src/audio.' },
    )
    if (from === 'ui' || from === 'pwa') patterns.push({ regex: '^(pixi\\.js|@pixi/)', message: 'Pixi vit dans src/scene/view.' })
  }
  return { 'no-restricted-imports': ['error', { patterns }] }
}
const layerBlocks = folders.map((from) => ({
  files: [`src/${from}/**/*.{ts,tsx}`],
  rules: layerRule(from),
}))

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'src/api/schema.d.ts', 'tests/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // src/game: no clock, no randomness (its imports are in the layer blocks below).
    files: ['src/game/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Passer un générateur pseudo-aléatoire.' },
        { object: 'Date', property: 'now', message: "Passer l'heure en paramètre." },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Passer l'heure en paramètre." }],
    },
  },
  // The import rules: one block per folder, the only blocks that set no-restricted-imports.
  ...layerBlocks,
  {
    // Server layers: routes → services → repositories; only src/server/db (repositories) reaches Drizzle.
    // It repeats the server's layer rule (flat config does not merge a rule's options) and adds that.
    files: ['src/server/routes/**/*.ts', 'src/server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...layerRule('server')['no-restricted-imports'][1].patterns,
          { regex: '^drizzle-orm(/|$)', message: 'Les routes et les services passent par src/server/db/repositories.' },
          { regex: '(^|/)db/schema(/|$)', message: 'Les routes et les services passent par src/server/db/repositories.' },
        ],
      }],
    },
  },
  {
    // The client entry may import any client folder, never the server.
    files: ['src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: reaches('server', ''), message: 'Le client ne dépend pas du serveur.' }] }] },
  },
)

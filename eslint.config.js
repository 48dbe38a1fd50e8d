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
  api: { imports: ['text'], packages: ['openapi-fetch', 'eventsource-parser'] },
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

// The server's folders (src/server/README.md): the server folders each may not import (a `!` keeps
// one module of it open, as games/types for db/), whether it may reach Drizzle and its tables (db/ is
// the data layer), and whether it may see Fastify's request and reply (routes/, plugins/ and the
// event streams: the HTTP side). Routes → services (and games/) → repositories.
const serverLower = ['routes', 'plugins']
const serverLayers = {
  routes: { forbids: ['db/repositories', 'db/schema'], drizzle: false, http: true },
  plugins: { forbids: ['routes', 'db/schema'], drizzle: false, http: true },
  events: { forbids: ['routes'], drizzle: true, http: true },
  services: { forbids: [...serverLower, 'events', 'bots', 'db/schema'], drizzle: false, http: false },
  games: { forbids: [...serverLower, 'services', 'db/schema'], drizzle: false, http: false },
  bots: { forbids: [...serverLower, 'services', 'events', 'db/schema'], drizzle: false, http: false },
  security: { forbids: [...serverLower, 'events', 'games', 'bots', 'services'], drizzle: true, http: false },
  payments: { forbids: [...serverLower, 'events', 'games', 'bots', 'services'], drizzle: true, http: false },
  packs: { forbids: [...serverLower, 'events', 'games', 'bots', 'services'], drizzle: true, http: false },
  seed: { forbids: [...serverLower, 'events', 'games', 'bots'], drizzle: true, http: false },
  db: { forbids: [...serverLower, 'events', 'games!types', 'bots', 'services', 'seed', 'security', 'payments'], drizzle: true, http: false },
}
const serverReason = (from, what) => `src/server/${from} n'importe pas ${what} (voir src/server/README.md).`
/** The one restriction of a server folder: the server's layer rule and the folder's own. */
function serverLayerRule(from) {
  const { forbids, drizzle, http } = serverLayers[from]
  const patterns = [...layerRule('server')['no-restricted-imports'][1].patterns]
  for (const entry of forbids) {
    const [folder, open] = entry.split('!')
    const except = open ? `(?!${escape(open)}$)` : ''
    patterns.push({ regex: `^(\\.\\./)+${escape(folder)}(/${except}|$)`, message: serverReason(from, `src/server/${folder}${open ? ` (sauf ${open})` : ''}`) })
  }
  if (!drizzle) patterns.push({ regex: '^drizzle-orm(/|$)', message: serverReason(from, 'Drizzle : passer par src/server/db/repositories') })
  const paths = http ? [] : [{ name: 'fastify', importNames: ['FastifyRequest', 'FastifyReply'], message: serverReason(from, 'la requête ni la réponse : elles restent dans routes/ et plugins/') }]
  return { 'no-restricted-imports': ['error', { paths, patterns }] }
}
const serverBlocks = Object.keys(serverLayers).map((from) => ({
  files: [`src/server/${from}/**/*.ts`],
  rules: serverLayerRule(from),
}))

// No state shared through a module-level map keyed by the database handle: what an app holds on
// its database is an object owned by the app, made by a plugin (src/server/README.md, Layers).
const handles = '/^(Db|Database|RawClient)$/'
const moduleLevel = ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator'
const mapKeyedByHandle = {
  message: "Pas d'état de module rangé par base de données : un objet de l'app, créé par un plugin (voir src/server/README.md).",
}
const serverStateBlock = {
  files: ['src/server/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { ...mapKeyedByHandle, selector: `${moduleLevel} > NewExpression[callee.name=/^(Weak)?Map$/][typeArguments.params.0.typeName.name=${handles}]` },
      { ...mapKeyedByHandle, selector: `${moduleLevel}[id.typeAnnotation.typeAnnotation.typeName.name=/^(Weak)?Map$/][id.typeAnnotation.typeAnnotation.typeArguments.params.0.typeName.name=${handles}]` },
    ],
  },
}

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
  // The server's layers: one block per folder of src/server, each repeating the server's layer rule.
  ...serverBlocks,
  serverStateBlock,
  {
    // The client entry may import any client folder, never the server.
    files: ['src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: reaches('server', ''), message: 'Le client ne dépend pas du serveur.' }] }] },
  },
)

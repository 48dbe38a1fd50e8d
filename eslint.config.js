// Lint rules, including the import rules of the architecture (see each src/ folder's README).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const folder = (names) => `(^|/)(${names.join('|')})(/|$)`
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
})
const clientFolders = ['ui', 'state', 'scene', 'audio']

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
    // src/game: pure rules; nothing else of the project, no package, no clock, no randomness.
    files: ['src/game/**/*.ts'],
    rules: {
      ...restrict(
        { regex: folder(['api', 'state', 'ui', 'scene', 'audio', 'text', 'server']), message: 'src/game importe seulement src/game.' },
        { regex: '^[^./]', message: 'src/game est pur : aucun paquet.' },
      ),
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Passer un générateur pseudo-aléatoire.' },
        { object: 'Date', property: 'now', message: "Passer l'heure en paramètre." },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Passer l'heure en paramètre." }],
    },
  },
  {
    // src/scene/model: pure view model; only src/game and src/text.
    files: ['src/scene/model/**/*.ts'],
    rules: restrict(
      { regex: folder(['api', 'state', 'ui', 'audio', 'server', 'view']), message: 'scene/model importe seulement src/game et src/text.' },
      { regex: '^[^./]', message: 'scene/model est pur : ni Pixi, ni DOM, ni réseau.' },
    ),
  },
  {
    // src/scene/view: draws atoms and the model; never calls the API.
    files: ['src/scene/view/**/*.{ts,tsx}'],
    rules: restrict({ regex: folder(['api', 'server']), message: "La vue n'appelle jamais l'API : elle émet des intentions." }),
  },
  {
    // src/server: src/game and the generated API types only; never client code.
    files: ['src/server/**/*.ts'],
    rules: restrict(
      { regex: folder(clientFolders), message: 'Le serveur ne dépend pas du client.' },
      { regex: '(^|/)api/(?!schema)', message: 'Le serveur importe seulement les types générés de src/api.' },
    ),
  },
  {
    // Client code never imports the server.
    files: ['src/{ui,state,scene,audio,api,text}/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: restrict({ regex: folder(['server']), message: 'Le client ne dépend pas du serveur.' }),
  },
)

import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * A cross-cutting feature packaged as a Payload plugin is one folder with one entry point
 * (its index.ts): other folders import that file only, never the files behind it.
 */
const featureModules = ['identity', 'publishing', 'content-import', 'governance']
const boundaryOf = (name) => ({
  group: [`@/${name}/**`, `**/${name}/**`, `!**/${name}/index`, `!@/${name}/index`],
  message: `Import the ${name} module from its entry point ('@/${name}'), not its internals.`,
})
const restrictedImports = (names) => ({
  'no-restricted-imports': ['error', { patterns: names.map(boundaryOf) }],
})
// One rule per file: outside every module all boundaries apply; inside one, the others'.
const moduleBoundaries = [
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: featureModules.map((name) => `src/${name}/**`),
    rules: restrictedImports(featureModules),
  },
  ...featureModules.map((name) => ({
    files: [`src/${name}/**/*.{ts,tsx,mjs,js}`],
    rules: restrictedImports(featureModules.filter((other) => other !== name)),
  })),
]

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'bench/reference-page/.next/**',
      'bench/reference-admin/.next/**',
      'bench/reference-admin/app/(payload)/admin/importMap.js',
      'node_modules/**',
      'data/**',
      'tmp/**',
      'src/payload-types.ts',
      'src/migrations/sqlite/**',
      'src/migrations/postgres/**',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Links to our own routes are plain anchors: pages are server-rendered, and a full
      // navigation keeps client JavaScript small.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  ...moduleBoundaries,
)

import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import playwright from 'eslint-plugin-playwright'

// The launch fixture replaces content/facts by its alias only (docs/launch.md).
const FACTS_BY_PATH = String.raw`^(?!@/content/facts$).*\bcontent/facts(\.[cm]?[jt]sx?)?$`
const FACTS_BESIDE = String.raw`^\./facts(\.[cm]?[jt]sx?)?$`
const factsMessage = "Import the facts as '@/content/facts', which the launch fixture replaces."
const OWNERS_FACTS = [
  'scripts/export.test.ts',
  'scripts/check-export.ts',
  'scripts/launch-fixture.ts',
]
// The launch fixture's tests and checks read the pictures' copy of the content by its alias.
const CONTENT_BY_PATH = String.raw`^(\.\./)+content/`
const contentMessage =
  "Import content as '@/content/…': the launch fixture reads the pictures' copy (scripts/frozen-content.ts)."
const byAliasOnly = (...rules) => ({
  'no-restricted-imports': ['error', { patterns: rules }],
  'no-restricted-syntax': [
    'error',
    ...rules.map(({ regex, message }) => ({
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\u002F')}/]`,
      message,
    })),
  ],
})
const factsByAliasOnly = (...regexes) =>
  byAliasOnly(...regexes.map((regex) => ({ regex, message: factsMessage })))

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  prettier,
  {
    ...playwright.configs['flat/recommended'],
    files: ['e2e/**'],
    // The Firefox and WebKit suite runs on node:test, without Playwright.
    ignores: ['e2e/engines/**'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // The suite's own assertions are functions named expectSomething.
      'playwright/expect-expect': ['warn', { assertFunctionPatterns: ['^expect[A-Z]'] }],
    },
  },
  {
    // These read the owner's values by path on purpose, beside the fixture's.
    ignores: OWNERS_FACTS,
    rules: factsByAliasOnly(FACTS_BY_PATH),
  },
  {
    files: ['e2e/**', 'scripts/**'],
    ignores: OWNERS_FACTS,
    rules: byAliasOnly(
      { regex: FACTS_BY_PATH, message: factsMessage },
      { regex: CONTENT_BY_PATH, message: contentMessage },
    ),
  },
  {
    files: ['content/**'],
    rules: factsByAliasOnly(FACTS_BY_PATH, FACTS_BESIDE),
  },
  {
    files: ['content/**', 'lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/components/*', 'react', 'react-dom', 'next', 'next/*'],
              allowTypeImports: true,
              message: 'content/ and lib/ stay pure: no React, no Next, no app or components.',
            },
          ],
        },
      ],
    },
  },
  {
    // The floors: lib/ stands on nothing of the site's, and the build reads nothing of e2e/.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib/!(*.test).ts',
              from: './',
              except: ['./lib', './node_modules'],
              message: 'lib/ imports only lib/ and packages.',
            },
            {
              target: ['./!(e2e)/**/*', './*.*'],
              from: './e2e',
              message: 'Only the browser tests read e2e/.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'bench-results/**',
    '.launch-fixture-out/**',
    '.launch-fixture-content/**',
    '.raw-export/**',
    '.lighthouseci/**',
    'scripts/bench/bare/.next/**',
    'scripts/bench/bare/next-env.d.ts',
  ]),
])

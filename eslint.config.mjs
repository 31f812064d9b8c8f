import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import playwright from 'eslint-plugin-playwright'

// The launch fixture replaces content/facts by its alias only (docs/launch.md).
const FACTS_BY_PATH = String.raw`^(?!@/content/facts$).*\bcontent/facts(\.[cm]?[jt]sx?)?$`
const FACTS_BESIDE = String.raw`^\./facts(\.[cm]?[jt]sx?)?$`
const factsMessage = "Import the facts as '@/content/facts', which the launch fixture replaces."
const factsByAliasOnly = (...regexes) => ({
  'no-restricted-imports': [
    'error',
    { patterns: regexes.map((regex) => ({ regex, message: factsMessage })) },
  ],
  'no-restricted-syntax': [
    'error',
    ...regexes.map((regex) => ({
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\u002F')}/]`,
      message: factsMessage,
    })),
  ],
})

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
    // scripts/export.test.ts reads the owner's values by path on purpose, beside the fixture's.
    ignores: ['scripts/export.test.ts'],
    rules: factsByAliasOnly(FACTS_BY_PATH),
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
  globalIgnores([
    '.next/**',
    'out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'bench-results/**',
    '.launch-fixture-out/**',
    '.raw-export/**',
    '.lighthouseci/**',
    'scripts/bench/bare/.next/**',
    'scripts/bench/bare/next-env.d.ts',
  ]),
])

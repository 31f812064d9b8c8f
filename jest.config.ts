import type { Config } from 'jest'
import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

const config: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The launch fixture's facts, never the placeholders: docs/launch.md.
  moduleNameMapper: {
    '^@/content/facts$': '<rootDir>/scripts/launch-fixture.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: [
    '<rootDir>/e2e/',
    // Scripts run on Node's test runner, but the browser programs the post-build bundles run here.
    '<rootDir>/scripts/(?!post-build/programs/)',
    '<rootDir>/out/',
    '<rootDir>/.next/',
  ],
  modulePathIgnorePatterns: [
    '<rootDir>/out/',
    '<rootDir>/.next/',
    '<rootDir>/bench-results/',
    '<rootDir>/scripts/bench/bare/',
  ],
  collectCoverageFrom: ['lib/**/*.ts', 'components/**/*.tsx', '!**/*.test.*'],
}

export default createJestConfig(config)

// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The site's feature folders (apps/site/src/features/<f>): a feature imports no other feature. */
const siteFeatures = readdirSync(new URL('./apps/site/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The home page starts without React Router (apps/site/src/app/start-home.tsx): what it renders navigates through
 * lib/navigation, and importing `react-router` there would put the router back into its first load.
 */
const noRouterOnHome = {
  name: 'react-router',
  message: 'The home page starts without React Router: use lib/navigation (AppLink, AppNavLink, useNavigation).',
};
/** Features the home page renders. */
const homeFeatures = ['home', 'shell', 'auth'];

/** A relative import that climbs into one of the site's top-level folders (`../../stores/…`, `../lib/…`). */
const climbsInto = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.vitest/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/gaokao-ui/**/*.{ts,tsx}', 'apps/site/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The domain is pure: no I/O, no clock, no randomness.
    files: ['packages/gaokao-domain/src/**/*.ts'],
    ignores: ['packages/gaokao-domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'document', 'window', 'process'],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass the clock in.' }],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'react', 'react-dom'] }],
    },
  },
  // The site's layers (bulletproof-react): shared code (lib, config) → stores, components → features → app. Code flows
  // one way, and features do not import each other (shared parts move to components/ or lib/).
  {
    files: ['apps/site/src/lib/**/*.{ts,tsx}', 'apps/site/src/config/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noRouterOnHome],
          patterns: [
            { regex: climbsInto(['stores', 'components', 'features', 'app']), message: 'lib and config are the bottom layer: they import no stores, components, features or app code (hand behaviour in, as lib/http takes its NetworkFeedback).' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/site/src/stores/**/*.{ts,tsx}', 'apps/site/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noRouterOnHome], patterns: [{ regex: climbsInto(['features', 'app']), message: 'Shared stores and components import no feature or app code.' }] },
      ],
    },
  },
  {
    // The site builds its forms from the design system: gaokao-ui's Input, NumberInput, Select, RadioGroup, CheckboxGroup.
    files: ['apps/site/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name=/^(input|select|textarea)$/]",
          message: 'Use the design system (gaokao-ui Input, NumberInput, Select, RadioGroup, CheckboxGroup) instead of a raw form control.',
        },
      ],
    },
  },
  ...siteFeatures.map((feature) => ({
    files: [`apps/site/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: climbsInto([...siteFeatures.filter((f) => f !== feature), 'features']),
              message: `features/${feature} imports no other feature: move what both need to src/components or src/lib, or let src/app compose them.`,
            },
          ],
        },
      ],
    },
  })),
  ...siteFeatures.map((feature) => ({
    // Tests may render a feature inside its route page; the feature's code never reaches up into app/.
    files: [`apps/site/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: homeFeatures.includes(feature) ? [noRouterOnHome] : [],
          patterns: [
            {
              regex: climbsInto([...siteFeatures.filter((f) => f !== feature), 'features', 'app']),
              message: `features/${feature} imports no other feature and no app code: move what both need to src/components or src/lib, or let src/app compose them.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // The home page's start and what it renders beyond the features above.
    files: [
      'apps/site/src/app/{start-home,home-app,root-layout,route-boundary,route-meta,provider,ready,prerendered,network-feedback}.{ts,tsx}',
      'apps/site/src/app/routes/{home,route-error}.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [noRouterOnHome] }] },
  },
  {
    // Outside season/, the server reaches season data through SeasonStore and its routes, never the demo generator:
    // demo rows are written into the store by season/ itself. (The routes block below is stricter still.)
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/season/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)season/demo(/|$)', message: 'Only apps/server/src/season imports season/demo/: use SeasonStore.' }] },
      ],
    },
  },
  {
    // The server's routes answer from the season store and never from the demo generator (demo data is seeded into the
    // store, not served by the routes).
    files: ['apps/server/src/**/routes.ts', 'apps/server/src/**/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)demo(/|$)', message: 'Server routes never import demo/: read the season store.' }] },
      ],
    },
  },
);

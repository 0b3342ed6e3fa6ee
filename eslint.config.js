// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root: the element patterns below are paths from it, wherever eslint is started. */
const repoRoot = fileURLToPath(new URL('.', import.meta.url));

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

/** The site's layers as eslint-plugin-boundaries policies (elements below, in the site's block). */
const element = (type, captured) => ({ element: captured ? { type, captured } : { type } });
const otherFeature = {
  from: element('site-feature'),
  disallow: { to: element('site-feature', { feature: '!{{ from.element.captured.feature }}' }) },
  message: 'features/{{ from.element.captured.feature }} imports no other feature (here features/{{ to.element.captured.feature }}): move what both need to src/components or src/lib, or let src/app compose them.',
};
const siteLayers = [
  {
    from: element('site-base'),
    disallow: { to: element('{site-shared,site-feature,site-app}') },
    message: 'lib and config are the bottom layer: they import no stores, components, features or app code (hand behaviour in, as lib/http takes its NetworkFeedback).',
  },
  {
    from: element('site-shared'),
    disallow: { to: element('{site-feature,site-app}') },
    message: 'Shared stores and components import no feature or app code.',
  },
  otherFeature,
  {
    from: element('site-feature'),
    disallow: { to: element('site-app') },
    message: 'features/{{ from.element.captured.feature }} imports no app code: let src/app compose the features.',
  },
];
/** Tests may render a feature inside its route page (app/), and the layers below may be tested through a feature. */
const siteLayersForTests = [otherFeature];

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
  // one way, and features do not import each other (shared parts move to components/ or lib/). Tests may render a
  // feature inside its route page, so a feature's tests may import app/; nothing else in the site reaches up.
  {
    files: ['apps/site/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/root-path': repoRoot,
      'boundaries/include': ['apps/site/src/**'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'site-app', pattern: 'apps/site/src/app' },
        { type: 'site-feature', pattern: 'apps/site/src/features/*', capture: ['feature'] },
        { type: 'site-shared', pattern: 'apps/site/src/{stores,components}' },
        { type: 'site-base', pattern: 'apps/site/src/{lib,config}' },
      ],
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: siteLayers }] },
  },
  {
    files: ['apps/site/src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: siteLayersForTests }] },
  },
  {
    files: ['apps/site/src/lib/**/*.{ts,tsx}', 'apps/site/src/config/**/*.{ts,tsx}', 'apps/site/src/stores/**/*.{ts,tsx}', 'apps/site/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [noRouterOnHome] }] },
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
  ...siteFeatures
    .filter((feature) => homeFeatures.includes(feature))
    .map((feature) => ({
      files: [`apps/site/src/features/${feature}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { paths: [noRouterOnHome] }] },
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
    // demo rows are written into the store by season/ itself (so no route answers from demo/ either).
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/root-path': repoRoot,
      'boundaries/include': ['apps/server/src/**'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'season-demo', pattern: 'apps/server/src/season/demo' },
        { type: 'season', pattern: 'apps/server/src/season' },
        { type: 'server', pattern: 'apps/server/src/*' },
        { type: 'server', pattern: 'apps/server/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: element('server'),
              disallow: { to: element('season-demo') },
              message: 'Only apps/server/src/season imports season/demo/: use SeasonStore.',
            },
          ],
        },
      ],
    },
  },
);

import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

/** The layers of docs/architecture.md, by folder. */
const elements = [
  { type: 'common', pattern: 'common' },
  { type: 'webTestkit', pattern: 'web/test' },
  { type: 'web', pattern: 'web' },
  { type: 'db', pattern: 'server/db' },
  { type: 'http', pattern: 'server/http' },
  { type: 'policy', pattern: 'server/policies' },
  { type: 'provider', pattern: 'server/providers' },
  { type: 'job', pattern: 'server/jobs' },
  { type: 'module', pattern: 'server/modules/*' },
  { type: 'testkit', pattern: 'server/test' },
  // What is left: main, app, config, context and the providers' table at the root of server/.
  { type: 'app', pattern: 'server' },
];

/** Roles of files, by name; every source file is at least 'source'. */
const files = [
  { category: 'route', pattern: '**/*.routes.ts' },
  { category: 'repo', pattern: '**/*.repo.ts' },
  { category: 'source', pattern: '**/*.{ts,tsx}' },
];

const server = ['db', 'http', 'policy', 'provider', 'job', 'module', 'testkit', 'app'];
const element = (type) => ({ element: { type } });
const elementsOf = (types) => ({ element: { types: { anyOf: types } } });
const routes = { element: { type: 'module' }, file: { categories: 'route' } };
const moduleRules = { element: { type: 'module' }, file: { categories: { noneOf: ['route'] } } };

const policies = [
  {
    from: element('common'),
    disallow: { to: elementsOf([...server, 'web']) },
    message: 'common/ imports neither server nor web',
  },
  { from: element('web'), disallow: { to: elementsOf(server) }, message: 'the web app never imports server code' },
  {
    from: routes,
    disallow: { to: [{ file: { categories: 'repo' } }, element('db')] },
    message: 'routes call services; they never touch repos or the database',
  },
  {
    from: moduleRules,
    disallow: { to: [elementsOf(['http', 'job']), { file: { categories: 'route' } }] },
    message: 'services and repos never see HTTP or routes, and never start jobs',
  },
  {
    from: element('policy'),
    disallow: { to: elementsOf(['db', 'module', 'http', 'job']) },
    message: 'policies are pure functions of the viewer and the subject',
  },
  {
    from: element('provider'),
    disallow: { to: elementsOf(['db', 'module', 'job', 'http', 'policy']) },
    message: 'providers never see the database or the modules',
  },
  {
    from: element('job'),
    disallow: { to: [{ file: { categories: 'route' } }, element('http')] },
    message: 'jobs call services, never routes or HTTP',
  },
  {
    from: element('db'),
    disallow: { to: elementsOf(['http', 'policy', 'job', 'module', 'testkit']) },
    message: 'the schema depends on nothing but shared types',
  },
  {
    // Test kits (fakes, fixtures, shared suites) live in server/test/ and web/test/, never beside the product.
    from: elementsOf(['common', 'web', ...server.filter((type) => type !== 'testkit')]),
    disallow: { to: elementsOf(['testkit', 'webTestkit']) },
    message: 'product code never imports the test kits (server/test/, web/test/)',
  },
];

/** Packages a layer must not use, whatever the import looks like (one rule per file: a later block replaces it). */
const restrictedPackages = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const drizzleOnlyInRepos = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'only repos (*.repo.ts) and server/db use drizzle',
};
const servicesWithoutHttp = {
  group: ['fastify', '@fastify/*'],
  message: 'services, repos and policies never see HTTP',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'bench/results/**', 'server/db/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['common/**', 'server/**', 'web/**'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `import { type A }` keeps the module (and whatever it loads) in the web bundle; `import type` does not.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'boundaries/dependencies': ['error', { default: 'allow', checkInternals: true, policies }],
    },
  },
  {
    // A regular expression that backtracks or moves super-linearly lets one long input freeze the server.
    files: ['server/**/*.ts', 'common/**/*.ts'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error', 'regexp/no-super-linear-move': 'error' },
  },
  {
    files: ['server/**/*.ts', 'common/**/*.ts'],
    ignores: ['**/*.repo.ts', 'server/db/**'],
    rules: restrictedPackages([drizzleOnlyInRepos]),
  },
  {
    files: ['server/modules/**/*.ts', 'server/policies/**/*.ts'],
    ignores: ['**/*.routes.ts', '**/*.repo.ts'],
    rules: restrictedPackages([drizzleOnlyInRepos, servicesWithoutHttp]),
  },
  { files: ['server/modules/**/*.repo.ts'], rules: restrictedPackages([servicesWithoutHttp]) },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // An API address is written once, in its declaration (common/endpoints/): the web app calls that.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'web/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message:
            'call the endpoint declared in #common/endpoints/<area> (callEndpoint, pathOf) instead of writing its address',
        },
      ],
    },
  },
  {
    // Tests and the test kit set the scene through any layer, and read API answers as untyped JSON;
    // the layer rules govern the product's code.
    files: ['**/*.test.{ts,tsx}', 'server/test/**', 'e2e/**', 'cluster/**', 'bench/**', 'scripts/**'],
    rules: {
      'boundaries/dependencies': 'off',
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  prettier,
);

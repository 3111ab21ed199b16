import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';

/**
 * The web app's layers, one way: `app` (routes) uses features, features use the shared folders,
 * and the shared folders use neither. A feature uses another only where listed here.
 */
const web = './apps/web/src';
const shared = ['components', 'config', 'hooks', 'lib', 'stores'];
const featureUses = {
  applications: ['resumes', 'usage'],
  auth: [],
  billing: [],
  landing: [],
  profile: [],
  resumes: [],
  usage: [],
};
const webZones = [
  { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import routes.' },
  ...shared.map((folder) => ({
    target: `${web}/${folder}`,
    from: [`${web}/app`, `${web}/features`],
    message: 'Shared code does not import routes or features.',
  })),
  ...Object.entries(featureUses).map(([feature, uses]) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`, ...uses.map((other) => `./${other}`)],
    message: `The ${feature} feature uses only ${uses.length ? uses.join(' and ') : 'no other feature'}.`,
  })),
];

/**
 * The server's layers: routes reach data only through the services decorated by plugins/app, never
 * the database module or the query builder; the web app never imports the server or the engine
 * (it talks to the API and shares only the contract).
 */
const server = './apps/server/src';
const serverZones = [
  {
    target: `${server}/routes`,
    from: `${server}/db`,
    message: 'Routes reach data through the services in plugins/app.',
  },
  {
    target: web,
    from: ['./apps/server', './packages/resume'],
    message: 'The web app shares only the contract.',
  },
];

/**
 * The engine's stages, one way: text <- extract <- parse <- tailor <- render. A stage imports only
 * the stages before it; every stage may read the schema and the lexicon, and the lexicon reads
 * only the schema and text's folding.
 */
const engine = './packages/resume/src';
const stages = ['text', 'extract', 'parse', 'tailor', 'render'];
const engineZones = [
  ...stages.slice(0, -1).map((stage, i) => ({
    target: `${engine}/${stage}`,
    from: stages.slice(i + 1).map((later) => `${engine}/${later}`),
    message: `The ${stage} stage does not import a later stage (${stages.slice(i + 1).join(', ')}).`,
  })),
  {
    target: `${engine}/lexicon`,
    from: stages.slice(1).map((stage) => `${engine}/${stage}`),
    message: 'The lexicon holds words: it reads only the schema and text folding.',
  },
  {
    target: `${engine}/lexicon`,
    from: `${engine}/text`,
    except: ['./fold.ts'],
    message: 'The lexicon holds words: it reads only the schema and text folding.',
  },
  {
    target: `${engine}/schema`,
    from: [`${engine}/lexicon`, ...stages.map((stage) => `${engine}/${stage}`)],
    message: 'The schema imports no other part of the engine.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', 'data/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles anywhere in the product's code.
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'packages/contract/src/**/*.ts',
      'apps/server/src/**/*.ts',
      'packages/resume/src/**/*.ts',
    ],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones, ...engineZones] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The contract is shared with the browser: zod only.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'The contract is zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine knows nothing of HTTP or the database.
    files: ['packages/resume/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'The engine has no HTTP or database.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes are thin: no query builder of their own.
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg'],
              message: 'Routes reach data through the services.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser gets the contract, never the engine or the server.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tailor/resume', '@tailor/resume/*', '@tailor/server', '@tailor/server/*'],
              message: 'The web app shares only the contract with the server.',
            },
          ],
        },
      ],
    },
  },
);

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
    // No import cycles in the web app and the contract.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': ['error', { zones: webZones }],
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
);

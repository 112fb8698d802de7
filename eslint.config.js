import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Client boundaries (CONVENTIONS.md, client): a feature imports only itself and shared code
 * (client/components, client/hooks, client/lib, @domain); only client/app combines features.
 * Across folders an import says '@client/...'; a relative one stays in its folder or below.
 */
const features = readdirSync(new URL('./client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const relativeUp = {
  regex: String.raw`^\.\.(/|$)`,
  message: "Import across folders by '@client/...': relative imports stay in a folder or below.",
};
const app = {
  regex: '^@client/(app|main)(/|$)',
  message: 'Only client/app combines features; nothing else imports it.',
};
const otherFeature = (name) => ({
  regex: `^@client/features/(?!${name}/)`,
  message:
    'A feature imports no other feature: move what both need to client/components, ' +
    'client/hooks or client/lib, or combine them in client/app.',
});
const anyFeature = {
  regex: '^@client/features/',
  message: 'Shared code (client/components, client/hooks, client/lib) imports no feature.',
};
const restrictImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'test-results/**', 'data/**', 'client/public/**'] },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Nest modules are classes holding only decorators.
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Nest injects by the constructor's parameter types: those imports must stay value imports.
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['client/app/**/*.{ts,tsx}', 'client/*.{ts,tsx}'],
    rules: restrictImports(relativeUp),
  },
  {
    files: ['client/{components,hooks,lib}/**/*.{ts,tsx}'],
    rules: restrictImports(relativeUp, app, anyFeature),
  },
  ...features.map((name) => ({
    files: [`client/features/${name}/**/*.{ts,tsx}`],
    rules: restrictImports(relativeUp, app, otherFeature(name)),
  })),
  {
    files: ['**/*.js'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.spec.{ts,tsx}', 'server/**/*.spec.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
);

// One linter for the whole tree. Import boundaries follow the architecture:
// core is pure; editor sees core and CodeMirror; panels never import each other;
// components are presentational; only app/ wires things together.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    files: ['src/core/**'],
    rules: {
      ...restrict([
        {
          group: ['react', 'react-dom', 'react/*', '@codemirror/*', 'zustand', 'zustand/*'],
          message: 'core is pure TypeScript.',
        },
        {
          group: [
            '**/app/**',
            '**/editor/**',
            '**/state/**',
            '**/panels/**',
            '**/worker/**',
            '**/share/**',
          ],
          message: 'core imports nothing outside core.',
        },
      ]),
    },
  },
  {
    files: ['src/editor/**'],
    rules: {
      ...restrict([
        {
          group: [
            'react',
            'react-dom',
            'zustand',
            '**/app/**',
            '**/state/**',
            '**/panels/**',
            '**/worker/**',
          ],
          message: 'editor sees core and @codemirror/* only.',
        },
      ]),
    },
  },
  {
    files: ['src/share/**'],
    rules: {
      ...restrict([
        {
          group: [
            'react',
            'react-dom',
            '@codemirror/*',
            '**/app/**',
            '**/editor/**',
            '**/panels/**',
            '**/worker/**',
          ],
          message: 'share is pure: encode/decode and location helpers.',
        },
      ]),
    },
  },
  {
    files: ['src/worker/**'],
    rules: {
      ...restrict([
        {
          group: [
            'react',
            'react-dom',
            '@codemirror/*',
            '**/app/**',
            '**/editor/**',
            '**/panels/**',
            '**/state/**',
          ],
          message: 'worker sees core only.',
        },
      ]),
    },
  },
  {
    files: ['src/cli/**'],
    rules: {
      ...restrict([
        {
          group: [
            'react',
            'react-dom',
            '@codemirror/*',
            'zustand',
            '**/editor/**',
            '**/panels/**',
            '**/state/**',
            '**/worker/**',
            '**/components/**',
          ],
          message: 'the command line sees core, share and the file decoder (app/files.ts) only.',
        },
        {
          regex: '/app/(?!files\\.ts$)',
          message: 'the command line takes only the file decoder from app/.',
        },
      ]),
    },
  },
  {
    files: ['src/components/**'],
    rules: {
      ...restrict([
        {
          group: ['zustand', '**/app/**', '**/worker/**', '**/state/**', '**/panels/**'],
          message: 'components are presentational: props in, markup out.',
        },
      ]),
    },
  },
  {
    files: ['src/panels/**'],
    rules: {
      ...restrict([
        { regex: '^\\.\\./(?!\\.\\./)', message: 'panels never import each other.' },
        {
          group: ['**/app/**', '**/worker/**'],
          message: 'panels read the store; app wires the rest.',
        },
      ]),
    },
  },
);

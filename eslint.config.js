import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Imports flow one way: packages/shared -> features -> app. A feature never
// imports another feature, and the web app never reaches into server code.
// The features are the folders of apps/web/src/features, read here so a new one is held to the rule at once.
const featuresDir = fileURLToPath(new URL('./apps/web/src/features', import.meta.url));
const featureNames = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The web calls endpoints through their route tables (@ongi/shared/routes/*): a contract module holds
// every answer schema of its domain, which would weigh on the first pages' bundles. Its types are free.
const contractByRoutes = {
  group: ['@ongi/shared/contract/*'],
  allowTypeImports: true,
  message: '웹은 엔드포인트를 @ongi/shared/routes/*로 부릅니다(계약 모듈은 타입만 가져옵니다).',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // No import circle: a module's imports are read before it runs, and a circle leaves one side
    // undefined at start, in whichever order the bundler or Node happened to load them.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'deploy/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A replacement string is a pattern ('$&', '$`', "$'", '$1', '$<name>', '$$'): a value put in with
    // one can copy the page's own text into it. Literals are fine; a value goes in through a function.
    // Product code only: a test may build an expected string however it likes.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            'CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(Identifier|MemberExpression|CallExpression|BinaryExpression|ConditionalExpression|LogicalExpression|AwaitExpression|TaggedTemplateExpression)$/]',
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='TemplateLiteral'][arguments.1.expressions.length>0]",
          ].join(', '),
          message: "치환 문자열 안의 $&, $`, $', $1은 패턴으로 읽힙니다. 값을 넣을 때는 replaceLiterally(@ongi/shared)나 함수((…) => 값)를 쓰세요.",
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@ongi/server', '@ongi/server/*', '@server/*'], message: '웹 앱은 서버 코드를 가져오지 않습니다.' },
            contractByRoutes,
          ],
        },
      ],
    },
  },
  ...featureNames.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@ongi/server', '@ongi/server/*', '@server/*'], message: '웹 앱은 서버 코드를 가져오지 않습니다.' },
            {
              group: featureNames
                .filter((f) => f !== feature)
                .flatMap((f) => [`**/features/${f}/**`, `**/features/${f}`, `@web/features/${f}`, `@web/features/${f}/**`]),
              message: '한 기능은 다른 기능을 가져오지 않습니다: 공통은 shared로 옮기세요.',
            },
            { group: ['**/app/**', '@web/app/**'], message: '기능은 app 계층을 가져오지 않습니다.' },
            contractByRoutes,
          ],
        },
      ],
    },
  })),
  // A server module uses another only through its index (modules/<domain>/index.ts); shared helpers live in src/lib.
  // A module's own folders (modules/payment/checkout/…) reach the other modules one level further up.
  ...[
    { files: ['apps/server/src/modules/*/*.ts'], up: '\\.\\./' },
    { files: ['apps/server/src/modules/*/*/**/*.ts'], up: '\\.\\./\\.\\./' },
  ].map(({ files, up }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^${up}(?!\\.\\.)[^/]+/.+`, message: '다른 모듈은 index로만 가져옵니다(../<모듈>). 함께 쓰는 도구는 src/lib에 둡니다.' },
            { regex: '^@server/modules/[^/]+/.+', message: '다른 모듈은 index로만 가져옵니다(@server/modules/<모듈>). 함께 쓰는 도구는 src/lib에 둡니다.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@ongi/server', '@ongi/web'], message: 'shared는 앱을 가져오지 않습니다.' }] }],
    },
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports flow one way: packages/shared -> features -> app. A feature never
// imports another feature, and the web app never reaches into server code.
const featureNames = ['account', 'admin', 'campaign', 'customer-service', 'donation-group', 'home',
  'invitation', 'kiosk', 'mypage', 'overview', 'payment', 'sponsor', 'review', 'category', 'partner', 'popup', 'notice', 'faq', 'inquiry'];

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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/apps/server/**', '@ongi/server', '@ongi/server/*'], message: '웹 앱은 서버 코드를 가져오지 않습니다.' },
        ],
      }],
    },
  },
  ...featureNames.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/apps/server/**', '@ongi/server', '@ongi/server/*'], message: '웹 앱은 서버 코드를 가져오지 않습니다.' },
          { group: featureNames.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `**/features/${f}`, `@/features/${f}`, `@/features/${f}/**`]), message: '한 기능은 다른 기능을 가져오지 않습니다: 공통은 shared로 옮기세요.' },
          { group: ['**/app/**', '@/app/**'], message: '기능은 app 계층을 가져오지 않습니다.' },
        ],
      }],
    },
  })),
  {
    // A server module uses another only through its index (modules/<domain>/index.ts); shared helpers live in src/lib.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^\\.\\./(?!\\.\\.)[^/]+/.+', message: '다른 모듈은 index로만 가져옵니다(../<모듈>). 함께 쓰는 도구는 src/lib에 둡니다.' }],
      }],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@ongi/server', '@ongi/web'], message: 'shared는 앱을 가져오지 않습니다.' }] }],
    },
  },
);

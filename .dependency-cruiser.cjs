// Import circles, type-only ones included: eslint's import-x/no-cycle sees only imports that run,
// and a circle of types still ties two modules so neither can move or be read alone.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: '모듈이 서로를 가져오는 고리가 있습니다(타입만 가져오는 것도 포함). 한쪽이 쓰는 것을 제3의 모듈로 옮기세요.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-[^/]+|node_modules|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};

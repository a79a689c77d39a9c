// Babel compiles TypeScript and JSX for webpack and jest; type checking is `npm run typecheck`.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false, useBuiltIns: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    ],
  };
};

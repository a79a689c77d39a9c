/** Layers point one way: config <- api <- lib <- components <- features <- app (docs/structure.md). */
const layers = ['config', 'api', 'lib', 'components', 'features', 'app'];
const above = (layer) => layers.slice(layers.indexOf(layer) + 1);
const folder = (names) => `^src/(${names.join('|')})/`;

const layerRules = layers.slice(0, -1).map((layer) => ({
  name: `${layer}-not-upward`,
  comment: `src/${layer} may import only the layers below it.`,
  severity: 'error',
  from: { path: folder([layer]), pathNot: '\\.test\\.tsx?$' },
  to: { path: folder(above(layer)) },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-circular',
      comment: 'A cycle, type-only imports included, makes load order matter.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-apart',
      comment: 'A feature never imports another feature.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'app-through-feature-face',
      comment:
        'src/app takes a feature through its index.ts, or a page by its own module (its own chunk); a dynamic import may name any module.',
      severity: 'error',
      from: { path: '^src/(app/|index\\.tsx$)', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/[^/]+/index\\.ts$', '^src/features/[^/]+/components/[^/]+Page\\.tsx$'],
        dynamic: false,
      },
    },
    {
      name: 'testing-only-in-tests',
      comment: 'src/testing is for tests and demo mode only (the entry loads it in demo builds).',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['\\.test\\.tsx?$', '^src/testing/', '^src/features/demo/', '^src/index\\.tsx$'],
      },
      to: { path: '^src/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

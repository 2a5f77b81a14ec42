/**
 * How the API's parts may depend on each other (docs/architecture.md, "Modules and their dependencies"); run by
 * `npm run lint:deps`, part of `npm run lint`. Tests are left out: a test may reach into any part it checks.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycles',
      comment:
        'A file that imports itself through others (a cycle of types only is harmless: it is gone at run time).',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'no-feature-cycles',
      comment: 'Two features that import each other, directly or through others: one of them must be lower.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+/?$' },
      to: { path: '^apps/api/src/modules/[^/]+/?$', circular: true },
    },
    {
      name: 'projects-below-learning-and-commerce',
      comment:
        "Projects sit above catalogue, accounts, email and media and below learning and commerce: learning's certificates ask projects which projects a learner passed, never the reverse (a pass reaches learning through app.ts).",
      severity: 'error',
      from: { path: '^apps/api/src/modules/projects/' },
      to: { path: '^apps/api/src/modules/(learning|commerce)/' },
    },
    {
      name: 'nothing-imports-admin',
      comment:
        'The consoles compose the features; a feature that needs a helper of theirs takes it from lib/ or db/.',
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: '^apps/api/src/(modules/admin/|app\\.ts$|housekeeping\\.ts$)',
      },
      to: { path: '^apps/api/src/modules/admin/' },
    },
    {
      name: 'lower-layers-import-no-feature',
      comment: 'lib/, db/ and plugins/ serve every feature, so they import none.',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|db|plugins)/' },
      to: { path: '^apps/api/src/modules/' },
    },
  ],
  options: {
    includeOnly: '^apps/api/src/',
    exclude: { path: '\\.test\\.ts$|^apps/api/src/testing/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};

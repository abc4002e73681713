// The server's placement rule (server/README.md 'Where code goes'), checked by `npm run lint`.
// Tests are left out: a test may reach across the house (server/testing starts the whole app).
const PLUMBING = '^server/(auth|clock|config|db|http|jobs|limits|text)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment:
        'Two server folders import each other, directly or round a loop: one of them sits below the other. ' +
        'Move the shared piece down into the lower folder (or into plumbing), never import back up.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/' },
      to: { circular: true },
    },
    {
      name: 'plumbing-imports-no-domain',
      comment:
        'Plumbing (auth, clock, config, db, http, jobs, limits, text) serves every domain and knows none: ' +
        'pass what it needs in, or move the code into the domain.',
      severity: 'error',
      from: { path: PLUMBING },
      to: { path: '^server/', pathNot: PLUMBING },
    },
    {
      name: 'nothing-imports-the-composition',
      comment: 'app.ts, index.ts, job-registry.ts and the seed put the server together: nothing below imports them.',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/(seed/|testing/|fuzz/|[^/]+$)' },
      to: { path: '^server/(seed/|[^/]+$)' },
    },
  ],
  options: {
    includeOnly: '^server/',
    exclude: { path: ['\\.test\\.tsx?$', '^server/testing/', '^server/fuzz/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};

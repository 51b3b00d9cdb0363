// The boundaries of docs/ARCHITECTURE.md, checked by dependency-cruiser in npm test
// (tests/self/architecture.test.ts). dependency-cruiser: well kept, reads TypeScript through swc
// (TypeScript 7 has no JavaScript compiler API), knows type-only imports, and states each rule as a
// path pattern, so the rule file is the architecture.
const CHECKER = '^(src|tests/conformance|bin)/';
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'no import cycle anywhere', from: {}, to: { circular: true } },
    {
      name: 'checker-not-reference',
      severity: 'error',
      comment:
        'the checker (src, tests/conformance, bin) never imports the reference server: it starts it through reference/main.ts as a process',
      from: { path: CHECKER },
      to: { path: '^reference/' },
    },
    {
      name: 'reference-not-checker',
      severity: 'error',
      comment:
        'the reference server rests on spec/ and schemas/ and their readers (src/spec, src/validation), never on the suite',
      from: { path: '^reference/' },
      to: { path: '^(src/(?!(validation|spec)/)|tests/|scripts/|bin/)' },
    },
    {
      name: 'product-not-proofs',
      severity: 'error',
      comment:
        'the product (src, reference, bin, spec, the suite in tests/conformance and the configs the package ships) never imports the proofs and measurements (tests/self, tests/kit, scripts): a proof run reaches the suite only through src/harness/suite-extension.ts, registered by its own config (faults.config.ts)',
      from: { path: '^((src|reference|bin|spec|tests/conformance)/|(playwright|merge)\\.config\\.ts$)' },
      to: { path: '^(tests/(self|kit)|scripts)/' },
    },
    {
      name: 'report-formats-types-only',
      severity: 'error',
      comment:
        'report formats read the report: from the rest of the checker they import types-only modules (*-types.ts) only',
      from: { path: '^src/reporter/formats/' },
      to: { path: '^src/(?!reporter/)', pathNot: '-types\\.ts$' },
    },
    {
      name: 'spec-is-the-base',
      severity: 'error',
      comment: 'spec/ rests on nothing of ours',
      from: { path: '^spec/' },
      to: { path: '^(src|reference|tests|scripts|bin)/' },
    },
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^reports/' },
  },
};

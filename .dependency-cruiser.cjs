// The boundaries of docs/ARCHITECTURE.md, checked by dependency-cruiser in npm test
// (tests/self/architecture.test.ts). dependency-cruiser: well kept, reads TypeScript through swc
// (TypeScript 7 has no JavaScript compiler API), knows type-only imports, and states each rule as a
// path pattern, so the rule file is the architecture.
const CHECKER = '^(src|tests/conformance|bin)/';
/** A rule whose breach fails the check: no module matching `from` imports one matching `to`. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });
module.exports = {
  forbidden: [
    forbid('no-circular', 'no import cycle anywhere', {}, { circular: true }),
    forbid(
      'checker-not-reference',
      'the checker (src, tests/conformance, bin) never imports the reference server: it starts it through reference/main.ts as a process',
      { path: CHECKER },
      { path: '^reference/' },
    ),
    forbid(
      'reference-not-checker',
      'the reference server rests on spec/ and schemas/ and their readers (src/spec, src/validation), never on the suite',
      { path: '^reference/' },
      { path: '^(src/(?!(validation|spec)/)|tests/|scripts/|bin/)' },
    ),
    forbid(
      'product-not-proofs',
      'the product (src, reference, bin, spec, the suite in tests/conformance and the configs the package ships) never imports the proofs and measurements (tests/self, tests/kit, scripts): a proof run reaches the suite only through src/harness/suite-extension.ts, registered by its own config (faults.config.ts)',
      { path: '^((src|reference|bin|spec|tests/conformance)/|(playwright|merge)\\.config\\.ts$)' },
      { path: '^(tests/(self|kit)|scripts)/' },
    ),
    forbid(
      'report-formats-types-only',
      'report formats read the report: from the rest of the checker they import types-only modules (*-types.ts) only',
      { path: '^src/reporter/formats/' },
      { path: '^src/(?!reporter/)', pathNot: '-types\\.ts$' },
    ),
    forbid(
      'spec-is-the-base',
      'spec/ rests on nothing of ours',
      { path: '^spec/' },
      { path: '^(src|reference|tests|scripts|bin)/' },
    ),
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^reports/' },
  },
};

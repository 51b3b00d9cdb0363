// The project's paths, in one place: the root of the package (this repository, or
// node_modules/svc-conformance where a vendor installed it) and the files the checker reads from it.
// The reference server keeps its own (reference/ reads spec/ and schemas/ through src/spec and
// src/validation, which take their paths from here). A run's reports folder is a setting:
// reportDirOf (src/harness/run-metadata.ts), SVC_REPORT_DIR, else reports/ here.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The root of the package: where package.json, spec/, schemas/ and the default reports/ are. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The resource schemas (one JSON Schema per record of the interface, and the report's). */
export const SCHEMAS_DIR = join(PROJECT_ROOT, 'schemas');
/** The OpenAPI description of the interface. */
export const OPENAPI_PATH = join(PROJECT_ROOT, 'spec', 'openapi.yaml');
/** The catalogue of requirements. */
export const REQUIREMENTS_PATH = join(PROJECT_ROOT, 'spec', 'requirements.yaml');
/** The interface text the suite checks against, inside the package (a verbatim copy). */
export const INTERFACE_PATH = join(PROJECT_ROOT, 'spec', 'interface-specification.md');
/** Where each sentence and table row of the interface text is accounted for. */
export const TEXT_MAP_PATH = join(PROJECT_ROOT, 'spec', 'text-map.yaml');
/** The golden traceability index: each requirement's tests, faults and observers (npm run conformance-index). */
export const CONFORMANCE_INDEX_PATH = join(PROJECT_ROOT, 'spec', 'conformance-index.yaml');
/** The silence inventory: every place the interface is silent, and the variation that varies it. */
export const SILENCES_PATH = join(PROJECT_ROOT, 'spec', 'silences.yaml');
/** The package's manifest (its name and version). */
export const PACKAGE_JSON_PATH = join(PROJECT_ROOT, 'package.json');
/** The commit a package was built from (written by npm pack's prepack, read where there is no .git). */
export const BUILD_INFO_PATH = join(PROJECT_ROOT, 'build-info.json');
/** The Playwright config of a conformance run. */
export const PLAYWRIGHT_CONFIG_PATH = join(PROJECT_ROOT, 'playwright.config.ts');
/** The reference server's entry point (started as a process: the checker never imports it). */
export const REFERENCE_ENTRY = join(PROJECT_ROOT, 'reference', 'main.ts');
/**
 * What a run of the suite is made of, relative to PROJECT_ROOT: a change under one of these makes a
 * checkout (or a package built from it) not the commit it names (the report's suite.dirty).
 */
export const SUITE_SOURCES = [
  'spec',
  'schemas',
  'src',
  'tests/conformance',
  'reference',
  'playwright.config.ts',
  'package.json',
] as const;

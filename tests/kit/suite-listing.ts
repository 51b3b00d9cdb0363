// The conformance tests as Playwright lists them (`playwright test --list --reporter=json`, no
// request sent): file, line, title and the requirements each names. One reading for the
// requirement-tagging self-test and the golden traceability index.
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from '../../src/paths.ts';

export interface ListedTest {
  /** relative to the project root, with forward slashes */
  file: string;
  line: number;
  /** the describe titles and the test title, joined by ' > ' */
  title: string;
  requirements: string[];
}

interface RawSpec {
  title: string;
  file: string;
  line: number;
  tests: Array<{ annotations: Array<{ type: string; description?: string }> }>;
}
interface RawSuite {
  title: string;
  file: string;
  specs?: RawSpec[];
  suites?: RawSuite[];
}

export function listConformanceTests(): ListedTest[] {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('SVC_')) delete env[k];
  const r = spawnSync('npx', ['--no-install', 'playwright', 'test', '--list', '--reporter=json'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`playwright test --list failed: ${r.stderr}`);
  const report = JSON.parse(r.stdout) as { suites: RawSuite[] };
  const out: ListedTest[] = [];
  const visit = (suite: RawSuite, path: string[]): void => {
    for (const spec of suite.specs ?? []) {
      const requirements = [
        ...new Set(
          spec.tests.flatMap((t) =>
            t.annotations.filter((a) => a.type === 'requirement' && a.description).map((a) => a.description!),
          ),
        ),
      ];
      out.push({
        file: `tests/conformance/${spec.file}`,
        line: spec.line,
        title: [...path, spec.title].join(' > '),
        requirements,
      });
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  // the top-level suites are the files; their titles are the file names
  for (const fileSuite of report.suites) visit(fileSuite, []);
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

// `svc-conformance check-traffic`: recorded traffic (HAR) checked against the interface, offline.
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ConfigError, loadEnv, parseRouteOverrides } from '../config/target.ts';
import { summaryLines, writeReports } from '../reporter/report.ts';
import { checkTraffic } from '../traffic/check-traffic.ts';
import { RecordingError } from '../traffic/reader.ts';
import { parse, str, url, UsageError } from './args.ts';

const CHECK_TRAFFIC_HELP = `svc-conformance check-traffic <file.har> [more.har ...] [options]

Checks recorded traffic (HAR 1.2, from a browser, a proxy or a run's reports/traffic.har) against
the interface, offline: nothing is sent anywhere. Each exchange is matched to its operation by
method and path template (SVC_ROUTE_* overrides included); exchanges that match none are counted
and listed. Verdicts per requirement: pass (exercised and held), fail (with the exchanges as
evidence) or not exercised (the recording did not show it, or a recording cannot judge it). The
reports are those of a run (index.html, conformance.json, junit.xml, earl.jsonld, traffic.har with
the evidence, badge.svg, summary.md); they name each recording with its sha256. Credentials in the
recording (Authorization, SVC-API-TOKEN, cookies, tokens in URLs and bodies) never reach them.
HAR files are read as streams: recordings of hundreds of megabytes need no more memory.

Options:
  --reports <dir>     where the reports go (default: ./reports of the current folder)
  --base-url <url>    SVC_BASE_URL: match only exchanges under this URL (its path may carry a
                      prefix such as /api); default: any host
  --env-file <file>   the env file to read for SVC_ROUTE_* and SVC_BASE_URL (default: .env of the
                      current folder, when there is one); its secrets are redacted too
  --waivers <file>    SVC_WAIVERS: known deviations (YAML: id, reason, ticket, expires)

Exit codes: 0 no requirement fails in the recording; 1 a requirement fails; 2 usage (a bad flag, a
missing or unreadable file).

Examples:
  svc-conformance check-traffic staging-session.har
  svc-conformance check-traffic monday.har tuesday.har --reports out/traffic
  SVC_ROUTE_NEWS_ARTICLE_SHOW="GET /articles/{id}" svc-conformance check-traffic proxy.har --base-url https://api.example.org/v1`;

export async function checkTrafficCommand(args: string[]): Promise<number> {
  const { values, positionals } = parse(
    'check-traffic',
    args,
    {
      reports: { type: 'string' },
      'base-url': { type: 'string' },
      'env-file': { type: 'string' },
      waivers: { type: 'string' },
    },
    { min: 1, max: Number.POSITIVE_INFINITY, names: 'one or more HAR files' },
  );
  if (values.help) {
    console.log(CHECK_TRAFFIC_HELP);
    return 0;
  }
  const cwd = process.cwd();
  const files = positionals.map((f) => resolve(cwd, f));
  for (const [i, f] of files.entries()) {
    if (!existsSync(f) || !statSync(f).isFile())
      throw new UsageError(`check-traffic: no such file ${JSON.stringify(positionals[i])}`);
  }
  const processEnv: Record<string, string | undefined> = { ...process.env };
  const envFile = str(values['env-file']);
  if (envFile !== undefined) processEnv.SVC_ENV_FILE = resolve(cwd, envFile);
  else if (!processEnv.SVC_ENV_FILE && existsSync(resolve(cwd, '.env'))) processEnv.SVC_ENV_FILE = resolve(cwd, '.env');
  let env: Record<string, string | undefined>;
  try {
    env = loadEnv(processEnv, cwd);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(`check-traffic: --env-file: ${error.message}`);
    throw error;
  }
  const problems: string[] = [];
  const routeOverrides = parseRouteOverrides(env, problems);
  if (problems.length > 0) throw new UsageError(`check-traffic: ${problems[0]}`);
  const baseUrl = url('base-url', values['base-url'] ?? (env.SVC_BASE_URL?.trim() || undefined));
  const waivers = str(values.waivers) ?? env.SVC_WAIVERS;
  const reports = resolve(cwd, str(values.reports) ?? process.env.SVC_REPORT_DIR ?? 'reports');
  let result: Awaited<ReturnType<typeof checkTraffic>>;
  try {
    result = await checkTraffic({
      files,
      routeOverrides,
      ...(baseUrl ? { baseUrl } : {}),
      ...(waivers ? { waivers: resolve(cwd, waivers) } : {}),
      secrets: {
        ...(env.SVC_ACCESS_TOKEN ? { accessToken: env.SVC_ACCESS_TOKEN } : {}),
        ...(env.SVC_PASSWORD ? { password: env.SVC_PASSWORD } : {}),
        ...(env.SVC_API_TOKEN ? { apiToken: env.SVC_API_TOKEN } : {}),
      },
      progress: (n) => {
        if (process.stderr.isTTY) process.stderr.write(`\r${n} exchanges checked`);
      },
    });
  } catch (error) {
    if (error instanceof RecordingError) throw new UsageError(`check-traffic: ${error.message.split('\n')[0]}`);
    throw error;
  }
  if (process.stderr.isTTY) process.stderr.write('\r');
  const { report, evidence } = result;
  writeReports(reports, report, evidence);
  const rec = report.recording!;
  console.log(
    `check-traffic: ${rec.exchanges} exchanges in ${rec.files.length} file(s) (${rec.files.map((f) => `${f.name} sha256 ${f.sha256.slice(0, 12)}…`).join(', ')}): ${rec.matched} matched an operation, ${rec.unmatched.count} did not`,
  );
  for (const g of rec.unmatched.groups.slice(0, 10))
    console.log(`  unmatched: ${g.method} ${g.path} x${g.count} (${g.why}; first ${g.first})`);
  if (rec.unmatched.groups.length > 10 || rec.unmatched.otherGroups > 0)
    console.log(`  ... more unmatched: see ${relative(cwd, join(reports, 'index.html'))}`);
  for (const line of summaryLines(report, reports)) console.log(line);
  return report.exitCode;
}

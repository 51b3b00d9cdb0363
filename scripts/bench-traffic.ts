// npm run bench:traffic [-- --exchanges 100000] [--keep]
// Generates a large HAR recording (default 100,000 exchanges, hundreds of MB) in a temporary folder
// from exchanges recorded against the embedded reference server (reads of sites, teams, leagues,
// team instances and the league instance tree; news articles created, shown, updated and deleted,
// with fresh ids each round), then checks it with check-traffic in a child process and prints the
// exchanges per second and the child's peak memory (RSS). The HAR is written as a stream.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { REFERENCE_CREDENTIALS } from '../reference/credentials.ts';
import { startReference } from '../reference/testing.ts';
import { tsxImport } from '../src/harness/tsx-loader.ts';

interface Template {
  method: string;
  path: string;
  requestBody?: string;
  status: number;
  contentType: string;
  body: string;
}

const HEADERS = {
  accept: 'application/json',
  'svc-api-version': '0.1',
  authorization: `Bearer ${REFERENCE_CREDENTIALS.accessToken}`,
};

async function templates(): Promise<{ reads: Template[]; news: Template[]; newsId: number }> {
  const r = await startReference();
  const fx = r.fixtures;
  const call = async (method: string, path: string, json?: unknown): Promise<Template> => {
    const requestBody = json === undefined ? undefined : JSON.stringify(json);
    const res = await fetch(`${r.base}${path}`, {
      method,
      headers: { ...HEADERS, ...(requestBody ? { 'content-type': 'application/json' } : {}) },
      ...(requestBody ? { body: requestBody } : {}),
    });
    return {
      method,
      path,
      ...(requestBody ? { requestBody } : {}),
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body: await res.text(),
    };
  };
  try {
    const reads = [
      await call('GET', `/sites/${fx.siteId}`),
      await call('GET', `/teams?site_id=${fx.siteId}`),
      await call('GET', `/leagues?site_id=${fx.siteId}`),
      await call('GET', `/team_instances?subseason_id=${fx.regularSubseasonId}`),
      await call('GET', `/league_instance_tree/${fx.leagueInstanceId}`),
      await call('GET', `/teams/${fx.teamId}`),
      await call('GET', '/sports'),
      await call('GET', `/news_articles/${fx.newsArticleId}`),
    ];
    const tag = String(fx.newsPageNodeId);
    const created = await call('POST', '/news_articles', {
      news_article: { title: 'Bench', teaser: 'A teaser', page_node_ids: tag },
    });
    const id = (JSON.parse(created.body) as { id: number }).id;
    const news = [
      created,
      await call('GET', `/news_articles/${id}`),
      await call('PUT', `/news_articles/${id}`, { news_article: { title: 'Bench, changed', page_node_ids: tag } }),
      await call('GET', `/news_articles/${id}`),
      await call('DELETE', `/news_articles/${id}`),
      await call('GET', `/news_articles/${id}`),
    ];
    return { reads, news, newsId: id };
  } finally {
    await r.close();
  }
}

function entry(t: Template, base: string, at: number, swap?: [RegExp, string]): string {
  const fix = (s: string) => (swap ? s.replace(swap[0], swap[1]) : s);
  const url = `${base}${fix(t.path)}`;
  const headers = Object.entries({ ...HEADERS, ...(t.requestBody ? { 'content-type': 'application/json' } : {}) }).map(
    ([name, value]) => ({ name, value }),
  );
  return JSON.stringify({
    startedDateTime: new Date(at).toISOString(),
    time: 1,
    request: {
      method: t.method,
      url,
      httpVersion: 'HTTP/1.1',
      headers,
      cookies: [],
      queryString: [],
      headersSize: -1,
      bodySize: t.requestBody?.length ?? 0,
      ...(t.requestBody ? { postData: { mimeType: 'application/json', text: t.requestBody } } : {}),
    },
    response: {
      status: t.status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      headers: [{ name: 'content-type', value: t.contentType }],
      cookies: [],
      content: { size: t.body.length, mimeType: t.contentType, text: fix(t.body) },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 1, receive: 0 },
  });
}

async function generate(path: string, exchanges: number): Promise<void> {
  const { reads, news, newsId } = await templates();
  const out = createWriteStream(path);
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  await write('{"log":{"version":"1.2","creator":{"name":"bench-traffic","version":"1"},"pages":[],"entries":[\n');
  const base = 'https://api.bench.example';
  let at = Date.parse('2026-11-25T00:00:00Z');
  let round = 0;
  for (let i = 0; i < exchanges; ) {
    // the large answers (teams and team instances indexes, 40 kB; the tree, 16 kB) less often: about 4 kB an exchange
    const chosen = reads.filter((_, k) => (k === 1 || k === 3 ? round % 8 === 0 : k === 4 ? round % 2 === 0 : true));
    for (const t of chosen) {
      if (i >= exchanges) break;
      await write(`${i === 0 ? '' : ',\n'}${entry(t, base, (at += 2), undefined)}`);
      i += 1;
    }
    round += 1;
    const swap: [RegExp, string] = [
      new RegExp(`(?<=/news_articles/|"id":)${newsId}\\b`, 'g'),
      String(1_000_000 + round),
    ];
    for (const t of news) {
      if (i >= exchanges) break;
      await write(`,\n${entry(t, base, (at += 2), swap)}`);
      i += 1;
    }
  }
  await write('\n]}}\n');
  out.end();
  await once(out, 'finish');
}

/** The child: checks the recording and prints what it measured as one JSON line. */
async function check(path: string): Promise<void> {
  const { checkTraffic } = await import('../src/traffic/check-traffic.ts');
  const started = process.hrtime.bigint();
  const { report } = await checkTraffic({ files: [path] });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(
    JSON.stringify({
      exchanges: report.recording!.exchanges,
      matched: report.recording!.matched,
      ms,
      maxRssKb: process.resourceUsage().maxRSS,
      totals: report.totals,
      failing: report.requirements.filter((v) => v.verdict === 'fail').map((v) => v.id),
    }),
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--check') return check(args[1]!);
  const n = Number(args[args.indexOf('--exchanges') + 1] ?? NaN);
  const exchanges = args.includes('--exchanges') && Number.isInteger(n) && n > 0 ? n : 100_000;
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-traffic-'));
  const har = join(dir, 'large.har');
  const genStart = Date.now();
  await generate(har, exchanges);
  const bytes = statSync(har).size;
  console.log(
    `generated ${exchanges} exchanges, ${(bytes / 1e6).toFixed(0)} MB, in ${((Date.now() - genStart) / 1000).toFixed(1)} s: ${har}`,
  );
  const child = spawnSync(process.execPath, ['--import', tsxImport(), fileURLToPath(import.meta.url), '--check', har], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`the check failed: ${child.stderr}`);
  const m = JSON.parse(child.stdout.trim().split('\n').pop()!) as {
    exchanges: number;
    matched: number;
    ms: number;
    maxRssKb: number;
    failing: string[];
  };
  console.log(
    `check-traffic: ${m.exchanges} exchanges (${m.matched} matched) in ${(m.ms / 1000).toFixed(1)} s = ${Math.round(m.exchanges / (m.ms / 1000))} exchanges/s; peak RSS ${(m.maxRssKb / 1024).toFixed(0)} MB for a ${(bytes / 1e6).toFixed(0)} MB recording; failing: ${m.failing.join(', ') || 'none'}`,
  );
  if (!args.includes('--keep')) rmSync(dir, { recursive: true, force: true });
}

await main();

// A recorded session against the reference server for the check-traffic self-tests: a fixed
// sequence of requests (reads, documented failures, a news article's life, a layout container's,
// a division instance's, a request without credentials), each written as a HAR 1.2 entry.
import { writeFileSync } from 'node:fs';
import { REFERENCE_CREDENTIALS } from '../../reference/credentials.ts';
import { startReference, type RefServer } from '../../reference/testing.ts';

interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    headers: Array<{ name: string; value: string }>;
    queryString: [];
    cookies: [];
    headersSize: -1;
    bodySize: number;
    postData?: { mimeType: string; text: string };
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    headers: Array<{ name: string; value: string }>;
    cookies: [];
    content: { size: number; mimeType: string; text: string };
    redirectURL: '';
    headersSize: -1;
    bodySize: -1;
  };
  cache: object;
  timings: { send: 0; wait: number; receive: 0 };
}

// biome-ignore lint/suspicious/noExplicitAny: the session reads fields of JSON answers loosely, as reference/testing.ts's Reply does
type LooseBody = any;

class HarRecorder {
  readonly entries: HarEntry[] = [];

  constructor(
    private readonly base: string,
    private readonly headers: Record<string, string>,
  ) {}

  async call(
    method: string,
    path: string,
    json?: unknown,
    extra: Record<string, string> = {},
    withCredentials = true,
  ): Promise<{ status: number; body: LooseBody }> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'svc-api-version': '0.1',
      ...(withCredentials ? this.headers : {}),
      ...extra,
    };
    const text = json === undefined ? undefined : JSON.stringify(json);
    if (text !== undefined) headers['content-type'] = 'application/json';
    const started = Date.now();
    const res = await fetch(`${this.base}${path}`, { method, headers, ...(text !== undefined ? { body: text } : {}) });
    const body = await res.text();
    // one millisecond apart at least, so that "later" is visible in the recording
    await new Promise((r) => setTimeout(r, 2));
    const time = Date.now() - started;
    this.entries.push({
      startedDateTime: new Date(started).toISOString(),
      time,
      request: {
        method,
        url: `${this.base}${path}`,
        httpVersion: 'HTTP/1.1',
        headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
        queryString: [],
        cookies: [],
        headersSize: -1,
        bodySize: text?.length ?? 0,
        ...(text !== undefined ? { postData: { mimeType: 'application/json', text } } : {}),
      },
      response: {
        status: res.status,
        statusText: '',
        httpVersion: 'HTTP/1.1',
        headers: [...res.headers.entries()].map(([name, value]) => ({ name, value })),
        cookies: [],
        content: { size: body.length, mimeType: res.headers.get('content-type') ?? '', text: body },
        redirectURL: '',
        headersSize: -1,
        bodySize: -1,
      },
      cache: {},
      timings: { send: 0, wait: time, receive: 0 },
    });
    let parsed: LooseBody;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed };
  }

  write(path: string): void {
    writeFileSync(
      path,
      JSON.stringify({
        log: { version: '1.2', creator: { name: 'traffic-scenario', version: '1' }, pages: [], entries: this.entries },
      }),
    );
  }
}

/** A division of the main league without an instance in the playoffs, and the playoffs' page node. */
function freeDivision(r: RefServer): { parentNodeId: number; divisionId: number } | undefined {
  const s = r.store;
  const playoffs = s.t.subseasons.get(r.fixtures.playoffSubseasonId)!;
  const taken = new Set(
    [...s.t.divisionInstances.values()].filter((d) => d.subseason_id === playoffs.id).map((d) => d.division_id),
  );
  const division = [...s.t.divisions.values()].find((d) => d.league_id === r.fixtures.leagueId && !taken.has(d.id));
  return division ? { parentNodeId: playoffs.node_id, divisionId: division.id } : undefined;
}

async function session(r: RefServer, h: HarRecorder): Promise<void> {
  const fx = r.fixtures;
  const tag = String(fx.newsPageNodeId);
  await h.call('GET', `/sites/${fx.siteId}`);
  await h.call('GET', `/leagues?site_id=${fx.siteId}`);
  await h.call('GET', '/leagues?site_id=999999');
  await h.call('GET', '/league_instances');
  await h.call('GET', `/league_instances?league_id=${fx.leagueId}`);
  await h.call('POST', '/news_articles', { news_article: { title: 'a'.repeat(301), page_node_ids: tag } });
  await h.call('POST', '/news_articles', { news_article: { title: 'No tags' } });
  const created = await h.call('POST', '/news_articles', { news_article: { title: 'Recorded', page_node_ids: tag } });
  const id = created.body?.id as number | undefined;
  if (id !== undefined) {
    await h.call('GET', `/news_articles/${id}`);
    await h.call('PUT', `/news_articles/${id}`, { news_article: { title: 'Recorded, changed', page_node_ids: tag } });
    await h.call('GET', `/news_articles/${id}`);
    await h.call('DELETE', `/news_articles/${id}`);
    await h.call('GET', `/news_articles/${id}`);
  }
  const holder = await h.call('POST', '/news_articles', {
    news_article: { title: 'Holder', status: 'draft', page_node_ids: tag },
  });
  const contentNode = holder.body?.content_node_id as number | undefined;
  if (contentNode !== undefined) {
    const lc = await h.call('POST', '/layout_containers', {
      site_id: fx.siteId,
      layout_container: { content_node_id: contentNode },
    });
    if (typeof lc.body?.id === 'number') {
      await h.call('GET', `/layout_containers/${lc.body.id}`);
      await h.call('DELETE', `/layout_containers/${lc.body.id}`);
    }
    await h.call('DELETE', `/news_articles/${holder.body.id}`);
  }
  const free = freeDivision(r);
  if (free) {
    const di = await h.call('POST', '/division_instances', {
      parent_node_id: free.parentNodeId,
      division_id: free.divisionId,
    });
    if (typeof di.body?.id === 'number') await h.call('DELETE', `/division_instances/${di.body.id}`);
  }
  await h.call('GET', '/sports', undefined, {}, false);
}

/** Records the session against a reference server with these faults on; writes the HAR to `path`. */
export async function recordSession(path: string, faults: string[] = []): Promise<number> {
  const r = await startReference({ faults });
  try {
    const h = new HarRecorder(r.base, { authorization: `Bearer ${REFERENCE_CREDENTIALS.accessToken}` });
    await session(r, h);
    h.write(path);
    return h.entries.length;
  } finally {
    await r.close();
  }
}

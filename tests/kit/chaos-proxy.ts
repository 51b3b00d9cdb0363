// A hostile or broken deployment, for the self-tests: a proxy in front of the reference server
// that passes every request through except those whose path starts with `prefix`, which it
// answers badly. The suite must end in time, fail the affected requirements with a clear reason,
// and still write its reports.
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

export type ChaosMode =
  | 'html'
  | 'truncated-json'
  | 'server-error'
  | 'huge-body'
  | 'slow'
  | 'reset'
  | 'hang'
  | 'rate-limited';

export interface ChaosProxy {
  url: string;
  /** requests answered with chaos so far */
  hits: () => number;
  close: () => Promise<void>;
}

export async function startChaosProxy(
  upstream: string,
  mode: ChaosMode,
  prefix: string,
  options: { slowMs?: number; limitedTimes?: number } = {},
): Promise<ChaosProxy> {
  const target = new URL(upstream);
  let hits = 0;
  const limitedSeen = new Map<string, number>();
  const open = new Set<ServerResponse>();
  // slow answers still waiting: cleared on close, so that no request reaches the upstream after it
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const pass = (req: IncomingMessage, res: ServerResponse, transform?: (body: Buffer) => Buffer) => {
    // a client that gave up (a slow answer past its time limit) is not forwarded: its request would
    // never end upstream, and the upstream's close would wait for it
    if (req.destroyed || res.destroyed) return;
    // agent: false: no kept-alive connection to the upstream outlives the proxy (the upstream's close waits for it)
    const upstreamReq = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: false,
      },
      (up) => {
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          let body: Buffer = Buffer.concat(chunks);
          if (transform) body = transform(body);
          const headers = { ...up.headers, 'content-length': String(body.length) };
          res.writeHead(up.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    upstreamReq.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamReq);
  };

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (!path.startsWith(prefix)) return pass(req, res);
    hits += 1;
    switch (mode) {
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<!doctype html><html><body><h1>Maintenance</h1></body></html>');
      case 'truncated-json':
        return pass(req, res, (body) => body.subarray(0, Math.max(1, Math.floor(body.length / 2))));
      case 'server-error':
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end('{"errors":"Internal server error"}');
      case 'huge-body': {
        // 50 MB of JSON: one object whose only member is a 50 MB string.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"padding":"');
        const chunk = 'x'.repeat(1024 * 1024);
        for (let i = 0; i < 50; i++) res.write(chunk);
        return res.end('"}');
      }
      case 'slow':
        open.add(res);
        {
          const timer = setTimeout(() => {
            timers.delete(timer);
            open.delete(res);
            pass(req, res);
          }, options.slowMs ?? 10_000);
          timers.add(timer);
        }
        return undefined;
      case 'reset':
        return req.socket.destroy();
      case 'hang':
        open.add(res); // accepted, never answered
        return undefined;
      case 'rate-limited': {
        const key = `${req.method} ${req.url}`;
        const seen = limitedSeen.get(key) ?? 0;
        if (seen < (options.limitedTimes ?? 1)) {
          limitedSeen.set(key, seen + 1);
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
          return res.end('{"errors":"Too many requests"}');
        }
        return pass(req, res);
      }
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    hits: () => hits,
    close: () =>
      new Promise<void>((r) => {
        for (const timer of timers) clearTimeout(timer);
        for (const res of open) res.socket?.destroy();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

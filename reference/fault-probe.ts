// Where each hand-written fault is consulted, for the kill matrix (tests/kit/fault-reach.ts): a
// server started with SVC_FAULT_PROBE=<file> behaves as a clean one (no fault is on), but records,
// for every fault a route asks about, the route of the request it was serving. A fault can only
// change the answers of the routes that ask about it (and what those routes store), so the matrix
// runs a fault's copy of every test that sees one of them, and measures on it whether the suite
// fails the fault's own requirements and no other.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { FaultSet, type FaultId } from './faults.ts';

/** The route of the request being served: method and fastify's url pattern (/news_articles/:id). */
const servingRoute = new AsyncLocalStorage<string>();

/** What is asked outside any request (the seed, the server's start): it can reach every route. */
const OUTSIDE_A_REQUEST = '*';

/** A fault set with no fault on that writes, to `file`, which route asked about which fault. */
export class ProbingFaultSet extends FaultSet {
  private readonly consulted = new Map<string, Set<string>>();

  constructor(private readonly file: string) {
    super([]);
    writeFileSync(file, '{}');
  }

  override has(id: FaultId): boolean {
    const route = servingRoute.getStore() ?? OUTSIDE_A_REQUEST;
    let routes = this.consulted.get(id);
    if (!routes) this.consulted.set(id, (routes = new Set()));
    if (!routes.has(route)) {
      routes.add(route);
      writeFileSync(
        this.file,
        JSON.stringify(Object.fromEntries([...this.consulted].map(([f, r]) => [f, [...r].sort()]))),
      );
    }
    return false;
  }
}

/** Serves every request of `app` with its route known to the probe. */
export function registerFaultProbe(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    servingRoute.run(`${request.method} ${request.routeOptions.url ?? request.url}`, done);
  });
}

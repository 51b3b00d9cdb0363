// Which operation of spec/openapi.yaml a recorded exchange is: by method and path template, with
// the SVC_ROUTE_* overrides of the routes the interface does not show (OperationCatalogue.route).
// A base URL, when given, is stripped first (its path may carry a prefix); an exchange outside it,
// or whose method and path match no operation, is unmatched and says why.
import type { OperationCatalogue, Route } from '../harness/operations.ts';

export interface RouteMatch {
  operationId: string;
  route: Route;
  /** path parameters, decoded */
  params: Record<string, string>;
  /** the base the path was matched under: origin plus the base URL's path (no trailing slash) */
  base: string;
  /** the interface operations (OP-* ids) of this operation (x-svc-interface-operations) */
  interfaceOperations: string[];
}

export type MatchResult = RouteMatch | { unmatched: string };

interface CompiledRoute {
  route: Route;
  interfaceOperations: string[];
  regex: RegExp;
  names: string[];
  /** characters outside parameters: the more literal, the more specific */
  literal: number;
}

function compile(route: Route, interfaceOperations: string[]): CompiledRoute {
  const names: string[] = [];
  let literal = 0;
  const pattern = route.path
    .replace(/\/+$/, '')
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (m) {
        names.push(m[1]!);
        return '([^/]+)';
      }
      literal += part.length;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { route, interfaceOperations, regex: new RegExp(`^${pattern}/?$`), names, literal };
}

export class RouteMatcher {
  private readonly byMethod = new Map<string, CompiledRoute[]>();
  private readonly base?: URL;

  constructor(catalogue: OperationCatalogue, baseUrl?: string) {
    for (const op of catalogue.operations()) {
      const route = catalogue.route(op.operationId);
      const list = this.byMethod.get(route.method) ?? [];
      list.push(compile(route, op.interfaceOperations));
      this.byMethod.set(route.method, list);
    }
    for (const list of this.byMethod.values()) list.sort((a, b) => b.literal - a.literal);
    if (baseUrl) this.base = new URL(baseUrl.replace(/\/+$/, ''));
  }

  match(method: string, url: string): MatchResult {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { unmatched: 'not an absolute URL' };
    }
    let path = parsed.pathname;
    let base = parsed.origin;
    if (this.base) {
      const prefix = this.base.pathname.replace(/\/+$/, '');
      if (parsed.origin !== this.base.origin || (prefix && path !== prefix && !path.startsWith(`${prefix}/`)))
        return { unmatched: 'outside the base URL' };
      path = path.slice(prefix.length) || '/';
      base = `${parsed.origin}${prefix}`;
    }
    const candidates = this.byMethod.get(method.toUpperCase());
    if (!candidates) return { unmatched: `no operation has the method ${method}` };
    for (const c of candidates) {
      const m = c.regex.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      c.names.forEach((name, i) => {
        const raw = m[i + 1] ?? '';
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          params[name] = raw;
        }
      });
      return {
        operationId: c.route.operationId,
        route: c.route,
        params,
        base,
        interfaceOperations: c.interfaceOperations,
      };
    }
    return { unmatched: `no operation at ${method.toUpperCase()} ${path}` };
  }
}

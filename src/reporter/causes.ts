// What to fix first: the distinct causes behind the failing requirements. The same broken field
// in 200 answers is one cause with a count; a failed check is one cause per requirement and check.
// Each cause reads as a sentence about the deployment (where, what came back, what the interface
// states) and says which requirements it made inconclusive.
import type { Requirement } from '../spec/catalogue.ts';
import type { CheckRecord, FindingRecord } from '../harness/check-types.ts';
import type { TestRecord } from './verdicts.ts';

export interface Cause {
  /** the requirements it fails (one, or a few when one broken field breaks several rules) */
  requirements: string[];
  /** the check that showed it: "the answer's schema" for a broken field, else the check's own words */
  check: string;
  where: { method: string; route: string; status: number; field?: string; operations?: number };
  /** exchanges (broken fields) or tests (failed checks) that showed it */
  count: number;
  /** requirements it made inconclusive */
  blocks: string[];
  sentence: string;
}

/** A field path read as a field name: /0/content_node/layout_containers/3/id -> content_node.layout_containers[].id */
function fieldName(path: string): string {
  return (
    path
      .replace(/^\/\d+(?=\/|$)/, '')
      .replace(/^\//, '')
      .replace(/\/\d+(?=\/|$)/g, '[]')
      .replace(/\//g, '.') || '(the whole answer)'
  );
}

const stated = (req: Requirement | undefined) =>
  req ? ` The interface states: ${req.statement} (${req.source}).` : '';

interface Group {
  cause: Cause;
  /** for matching the inconclusive checks it blocked */
  operationIds: Set<string>;
  fields: Set<string>;
}

/** The distinct causes of a run's failures, the most consequential first. */
export function causesOf(
  tests: readonly TestRecord[],
  requirements: readonly Requirement[],
  failing: ReadonlySet<string>,
): Cause[] {
  const byId = new Map(requirements.map((r) => [r.id, r]));
  const groups = new Map<string, Group>();
  const seen = new Set<string>();
  // broken fields: one cause per requirement set, keyword and field name, whatever the operation
  for (const t of tests) {
    for (const f of t.findings ?? []) {
      const key = `${f.startedAt} ${f.url} ${f.fieldPath} ${f.keyword}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const requirementsHere = f.requirements.filter((r) => failing.has(r));
      if (requirementsHere.length === 0) continue;
      const name = fieldName(f.fieldPath);
      const groupKey = `finding ${requirementsHere.join(',')} ${f.keyword} ${name}`;
      const g = groups.get(groupKey) ?? newFindingGroup(f, requirementsHere, name, byId);
      g.cause.count += 1;
      g.operationIds.add(f.operationId);
      g.fields.add(f.fieldPath);
      groups.set(groupKey, g);
    }
  }
  // failed checks: one cause per requirement, check and operation; a check that failed on a broken
  // field already a cause (its requirement, at an operation of that cause) is that cause, not another
  const findingGroups = [...groups.values()];
  const ofFinding = (c: CheckRecord) =>
    findingGroups.some(
      (g) =>
        g.cause.requirements.includes(c.requirement) &&
        [...g.operationIds].some((op) => op === c.where?.operationId || (c.message ?? '').includes(op)),
    );
  for (const t of tests) {
    for (const c of t.checks ?? []) {
      if (c.outcome !== 'failed' || !failing.has(c.requirement) || ofFinding(c)) continue;
      const groupKey = `check ${c.requirement} ${c.what} ${c.where?.operationId ?? ''}`;
      const g = groups.get(groupKey) ?? newCheckGroup(c, byId);
      g.cause.count += 1;
      groups.set(groupKey, g);
    }
  }
  // what each made inconclusive
  for (const t of tests) {
    for (const c of t.checks ?? []) {
      if (c.outcome !== 'inconclusive' || !c.blockedBy) continue;
      const matches = [...groups.values()].filter((g) => g.cause.requirements.some((r) => c.blockedBy!.includes(r)));
      const exact = matches.filter((g) =>
        c.blockedAt ? g.operationIds.has(c.blockedAt.operationId) && g.fields.has(c.blockedAt.fieldPath) : false,
      );
      for (const g of exact.length > 0 ? exact : matches.slice(0, 1))
        if (!g.cause.blocks.includes(c.requirement)) g.cause.blocks.push(c.requirement);
    }
  }
  const level = (c: Cause) => (c.requirements.some((r) => byId.get(r)?.level === 'stated') ? 0 : 1);
  return [...groups.values()]
    .map((g) => {
      if (g.operationIds.size > 1) g.cause.where.operations = g.operationIds.size;
      g.cause.sentence +=
        g.cause.count > 1
          ? ` Seen ${g.cause.count} times${g.operationIds.size > 1 ? ` in ${g.operationIds.size} operations` : ''}.`
          : '';
      if (g.cause.blocks.length > 0)
        g.cause.sentence += ` It made ${g.cause.blocks.length} requirement${g.cause.blocks.length === 1 ? '' : 's'} inconclusive: ${g.cause.blocks.slice(0, 8).join(', ')}${g.cause.blocks.length > 8 ? ', ...' : ''}.`;
      return g.cause;
    })
    .sort(
      (a, b) =>
        level(a) - level(b) ||
        b.blocks.length - a.blocks.length ||
        Number(b.requirements.some((r) => r.startsWith('OP-'))) -
          Number(a.requirements.some((r) => r.startsWith('OP-'))) ||
        b.count - a.count ||
        a.requirements[0]!.localeCompare(b.requirements[0]!),
    );
}

function newFindingGroup(
  f: FindingRecord,
  requirements: string[],
  name: string,
  byId: Map<string, Requirement>,
): Group {
  const problem = f.message.slice(f.message.indexOf(' ') + 1);
  const field = name === '(the whole answer)' ? 'the answer' : `\`${name}\``;
  const sentence = `${f.method} ${f.route} answered ${f.status}: ${field} ${problem}.${requirements.map((r) => stated(byId.get(r))).join('')}`;
  return {
    cause: {
      requirements,
      check: "the answer's schema",
      where: { method: f.method, route: f.route, status: f.status, field: name },
      count: 0,
      blocks: [],
      sentence,
    },
    operationIds: new Set(),
    fields: new Set(),
  };
}

function newCheckGroup(c: CheckRecord, byId: Map<string, Requirement>): Group {
  const where = c.where
    ? { method: c.where.method, route: c.where.path, status: c.where.status }
    : { method: '', route: '', status: 0 };
  const sentence = `${(c.message ?? c.what).replace(/\.$/, '')}.${stated(byId.get(c.requirement))}`;
  return {
    cause: { requirements: [c.requirement], check: c.what, where, count: 0, blocks: [], sentence },
    operationIds: new Set(c.where ? [c.where.operationId] : []),
    fields: new Set(),
  };
}

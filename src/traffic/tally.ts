// What the checks found, per requirement, folded into one verdict each: pass (exercised and
// held), fail (broken at least once, with the exchanges as evidence), observed (for the
// interface's gaps), not exercised (judged by this mode, but nothing in the recording showed it),
// or not exercised as "not judged by this mode". Memory is bounded: counts, and the evidence of
// the first few failures of each requirement.
import type { Requirement } from '../spec/catalogue.ts';
import type { RequirementVerdict } from '../reporter/verdicts.ts';
import type { Cause } from '../reporter/causes.ts';
import type { Exchange } from '../harness/client.ts';
import type { TrafficExchange } from './exchange.ts';
import { detach, renderEvidence, snapshot, toHarExchange, type EvidenceExchange } from './evidence.ts';
import { JUDGED, judgedHow, notJudgedReason } from './judged.ts';
import type { RecordingRedactor } from './redaction.ts';

/** Failures of one requirement kept with their evidence; the rest are counted. */
const EVIDENCE_PER_REQUIREMENT = 5;
/** Distinct values kept per observation. */
const OBSERVED_VALUES = 40;

interface Failure {
  check: string;
  reason: string;
  exchanges: EvidenceExchange[];
}

interface Entry {
  held: Map<string, { count: number; first: string }>;
  failures: Failure[];
  failed: number;
  /** checks that could not be judged (what they needed was missing), with the first reason */
  blocked: number;
  blockedReason?: string;
  blockedBy: Set<string>;
  /** failures per check, with the first one's reason and where it showed */
  perCheck: Map<string, { count: number; reason: string; method: string; route: string; status: number }>;
  observed: Map<string, Map<string, number>>;
}

export class Tally {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly requirements: Requirement[]) {
    const known = new Set(requirements.map((r) => r.id));
    for (const id of Object.keys(JUDGED))
      if (!known.has(id)) throw new Error(`src/traffic/judged.ts names ${id}, which is not in the catalogue`);
  }

  private entry(requirement: string): Entry {
    let e = this.entries.get(requirement);
    if (!e) {
      const req = this.requirements.find((r) => r.id === requirement);
      if (!req || judgedHow(req) === undefined)
        throw new Error(`a check of src/traffic names ${requirement}, which src/traffic/judged.ts does not list`);
      e = {
        held: new Map(),
        failures: [],
        failed: 0,
        blocked: 0,
        blockedBy: new Set(),
        perCheck: new Map(),
        observed: new Map(),
      };
      this.entries.set(requirement, e);
    }
    return e;
  }

  /** Whether this mode judges a requirement (src/traffic/judged.ts lists it). */
  judges(requirement: string): boolean {
    const req = this.requirements.find((r) => r.id === requirement);
    return req !== undefined && judgedHow(req) !== undefined;
  }

  /** The rule held for this exchange. */
  held(requirement: string, check: string, ex: TrafficExchange): void {
    const held = this.entry(requirement).held;
    const h = held.get(check);
    if (h) h.count += 1;
    else held.set(check, { count: 1, first: `${ex.rec.file} entry ${ex.rec.entry}` });
  }

  /** The rule broke; `exchanges` are the evidence (the last one is where it showed). */
  broken(
    requirement: string,
    check: string,
    reason: string,
    exchanges: Array<TrafficExchange | EvidenceExchange>,
  ): void {
    const e = this.entry(requirement);
    e.failed += 1;
    const known = e.perCheck.get(check);
    if (known) known.count += 1;
    else {
      const last = exchanges[exchanges.length - 1];
      const where =
        last && 'rec' in last
          ? { method: last.rec.method, route: last.match.route.path, status: last.status }
          : { method: last?.method ?? '', route: last ? new URL(last.url).pathname : '', status: last?.status ?? 0 };
      e.perCheck.set(check, { count: 1, reason, ...where });
    }
    if (e.failures.length < EVIDENCE_PER_REQUIREMENT && reason !== '')
      e.failures.push({ check, reason, exchanges: exchanges.map((x) => ('rec' in x ? snapshot(x) : x)) });
  }

  /** The rule could not be judged on this exchange: what the check needs is missing (inconclusive, never a pass). */
  blocked(requirement: string, check: string, reason: string, blockedBy: readonly string[] = []): void {
    const e = this.entry(requirement);
    e.blocked += 1;
    e.blockedReason ??= `${check}: ${reason}`;
    for (const b of blockedBy) e.blockedBy.add(b);
  }

  /** Records what the deployment did where the interface is silent (counted per value). */
  observe(requirement: string, what: string, value: string): void {
    const observed = this.entry(requirement).observed;
    let values = observed.get(what);
    if (!values) observed.set(detach(what), (values = new Map()));
    if (values.has(value)) values.set(value, values.get(value)! + 1);
    else if (values.size < OBSERVED_VALUES) values.set(detach(value), 1);
  }

  /** Ids of the requirements that failed so far. */
  failing(): string[] {
    return [...this.entries].filter(([, e]) => e.failed > 0).map(([id]) => id);
  }

  private failedVerdict(req: Requirement, e: Entry, redactor: RecordingRedactor): RequirementVerdict {
    const first = e.failures[0]!;
    const more = e.failed > 1 ? ` (and ${e.failed - 1} more time${e.failed === 2 ? '' : 's'})` : '';
    return {
      ...req,
      verdict: 'fail',
      reason: redactor.text(`${first.reason}${more}`).slice(0, 500),
      tests: [
        ...e.failures.map((f) => {
          const last = f.exchanges[f.exchanges.length - 1];
          return {
            title: `${f.check}: ${last ? `${last.file} entry ${last.entry}` : 'recording'}`,
            file: last?.file ?? '',
            line: last?.entry ?? 0,
            outcome: 'failed' as const,
            errors: [redactor.text(f.reason)],
            evidence: f.exchanges.map((x) => renderEvidence(x, redactor)).join('\n\n'),
          };
        }),
        ...this.heldTests(e),
      ],
      observations: [],
    };
  }

  private heldTests(e: Entry): RequirementVerdict['tests'] {
    return [...e.held].map(([check, h]) => ({
      title: `${check}: held in ${h.count} exchange(s), first ${h.first}`,
      file: h.first.split(' entry ')[0] ?? '',
      line: Number(h.first.split(' entry ')[1] ?? 0),
      outcome: 'passed' as const,
      errors: [],
    }));
  }

  /** One verdict per requirement of the catalogue. */
  verdicts(redactor: RecordingRedactor): RequirementVerdict[] {
    return this.requirements.map((req): RequirementVerdict => {
      const how = judgedHow(req);
      if (how === undefined)
        return { ...req, verdict: 'not exercised', reason: notJudgedReason(req), tests: [], observations: [] };
      const e = this.entries.get(req.id);
      if (req.level === 'observed') {
        const observations = [...(e?.observed ?? [])].map(([what, values]) => ({
          what,
          value: Object.fromEntries(values),
        }));
        return observations.length > 0
          ? { ...req, verdict: 'observed', tests: [], observations }
          : {
              ...req,
              verdict: 'not exercised',
              reason: `no exchange of the recording showed it (this mode: ${how})`,
              tests: [],
              observations: [],
            };
      }
      if (e && e.failed > 0) return this.failedVerdict(req, e, redactor);
      if (e && e.blocked > 0) {
        return {
          ...req,
          verdict: 'inconclusive',
          reason: redactor
            .text(
              `${e.blockedReason ?? 'not judged'} (${e.blocked} exchange${e.blocked === 1 ? '' : 's'} could not be judged${e.held.size > 0 ? `; held in ${[...e.held.values()].reduce((n, h) => n + h.count, 0)}` : ''})`,
            )
            .slice(0, 500),
          ...(e.blockedBy.size > 0 ? { blockedBy: [...e.blockedBy] } : {}),
          tests: this.heldTests(e),
          observations: [],
        };
      }
      if (e && e.held.size > 0)
        return {
          ...req,
          verdict: 'pass',
          reason: `held in the recording (${how})`,
          tests: this.heldTests(e),
          observations: [],
        };
      return {
        ...req,
        verdict: 'not exercised',
        reason: `no exchange of the recording exercised it (this mode: ${how})`,
        tests: [],
        observations: [],
      };
    });
  }

  /** The distinct causes of the failures: one per requirement and check, with how often it showed. */
  causes(redactor: RecordingRedactor): Cause[] {
    const out: Cause[] = [];
    for (const [id, e] of this.entries) {
      const req = this.requirements.find((r) => r.id === id);
      if (!req || req.level === 'observed') continue;
      for (const [check, c] of e.perCheck) {
        const sentence = `${redactor.text(c.reason).replace(/\.$/, '')}. The interface states: ${req.statement} (${req.source}).${c.count > 1 ? ` Seen ${c.count} times.` : ''}`;
        out.push({
          requirements: [id],
          check,
          where: { method: c.method, route: c.route, status: c.status },
          count: c.count,
          blocks: [],
          sentence,
        });
      }
    }
    return out.sort((a, b) => b.count - a.count || a.requirements[0]!.localeCompare(b.requirements[0]!));
  }

  /** The exchanges cited as evidence, redacted, for traffic.har. */
  evidenceExchanges(redactor: RecordingRedactor): Array<Exchange & { test: string }> {
    const seen = new Map<string, Exchange & { test: string }>();
    for (const [id, e] of this.entries) {
      for (const f of e.failures) {
        for (const x of f.exchanges) {
          const key = `${x.file} ${x.entry}`;
          if (!seen.has(key)) seen.set(key, toHarExchange(x, redactor, `${id}: ${f.check}`));
        }
      }
    }
    return [...seen.values()];
  }
}

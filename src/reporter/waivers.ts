// Waivers: known deviations carried without hiding new ones. A YAML file (path in SVC_WAIVERS):
//
//   waivers:
//     - id: NEWS-TITLE-MAXLEN          # the requirement
//       reason: titles are cut at 255 by the CMS
//       ticket: CMS-1234
//       expires: 2027-03-31             # after this day the waiver no longer applies
//
// A waived failure shows as `waived`; an expired waiver leaves the failure a failure (and is
// reported); a waiver whose requirement no longer fails is reported as unused.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { RequirementVerdict } from './verdicts.ts';

export interface Waiver {
  id: string;
  reason: string;
  ticket: string;
  expires: string;
}

export interface WaiverOutcome {
  applied: Waiver[];
  expired: Waiver[];
  unused: Waiver[];
  unknown: Waiver[];
}

export class WaiverError extends Error {
  override name = 'WaiverError';
}

export function loadWaivers(path: string): Waiver[] {
  let doc: unknown;
  try {
    doc = parseYaml(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new WaiverError(
      `SVC_WAIVERS: cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const list = (doc as { waivers?: unknown } | null)?.waivers;
  if (!Array.isArray(list)) throw new WaiverError(`SVC_WAIVERS: ${path} has no "waivers" list`);
  return list.map((w: unknown, i) => {
    const x = (w ?? {}) as Record<string, unknown>;
    const expires = x.expires instanceof Date ? x.expires.toISOString().slice(0, 10) : String(x.expires ?? '');
    for (const key of ['id', 'reason', 'ticket'] as const) {
      if (typeof x[key] !== 'string' || !(x[key] as string).trim())
        throw new WaiverError(`SVC_WAIVERS: waiver ${i + 1} has no ${key}`);
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expires))
      throw new WaiverError(`SVC_WAIVERS: waiver ${i + 1} (${String(x.id)}) needs expires as YYYY-MM-DD`);
    return { id: String(x.id), reason: String(x.reason), ticket: String(x.ticket), expires };
  });
}

/** Applies waivers to the verdicts (in place) as of `today` (YYYY-MM-DD). */
export function applyWaivers(verdicts: RequirementVerdict[], waivers: Waiver[], today: string): WaiverOutcome {
  const outcome: WaiverOutcome = { applied: [], expired: [], unused: [], unknown: [] };
  const byId = new Map(verdicts.map((v) => [v.id, v]));
  for (const waiver of waivers) {
    const verdict = byId.get(waiver.id);
    if (!verdict) outcome.unknown.push(waiver);
    else if (waiver.expires < today) {
      outcome.expired.push(waiver);
      if (verdict.verdict === 'fail' || verdict.verdict === 'inconclusive')
        verdict.reason = `${verdict.reason ?? ''} (waiver ${waiver.ticket} expired on ${waiver.expires})`;
    } else if (verdict.verdict === 'fail' || verdict.verdict === 'inconclusive') {
      // a known deviation may also leave its requirement unjudged (its precondition is what deviates)
      const from = verdict.verdict;
      verdict.verdict = 'waived';
      verdict.waiver = { ...waiver, from };
      verdict.reason = `waived until ${waiver.expires} (${waiver.ticket}): ${waiver.reason}; it ${from === 'fail' ? 'failed' : 'was inconclusive'}: ${verdict.reason ?? ''}`;
      outcome.applied.push(waiver);
    } else outcome.unused.push(waiver);
  }
  return outcome;
}

// What a run judges, per area of spec/requirements.yaml, and what it skips grouped by the setting
// that would let it judge them: one table for `svc-conformance plan` (before a run, src/cli/plan.ts)
// and for the report's "What was checked" (after one), with one rendering of a group's row.
//
// A skip reason names the settings that would run its test (SVC_* in its text: "read-only mode
// (SVC_MODE=read-write runs it)", "no forbidden team was looked for; set SVC_FORBIDDEN_TEAM_ID");
// a few older texts name none and are known here. A reason that names none depends on the
// deployment's data or answers: no setting runs it.
import type { RequirementVerdict } from './verdicts.ts';

/** What the grouping reads of a requirement's verdict. */
export type JudgedRequirement = Pick<RequirementVerdict, 'id' | 'area' | 'level' | 'verdict' | 'reason'> & {
  tests: ReadonlyArray<Pick<RequirementVerdict['tests'][number], 'outcome' | 'skipReason'>>;
};

export interface SkipGroup {
  /** what would let a run judge them, as a user writes it ("SVC_MODE=read-write"); empty when no setting can */
  setting: string;
  /** the settings, one by one (SVC_FORBIDDEN_<THING>_ID once for all the things of the forbidden site) */
  settings: string[];
  /** the things of the forbidden site whose SVC_FORBIDDEN_<THING>_ID would judge them ("layout container") */
  things?: string[];
  /** the distinct reasons, as the tests gave them */
  reasons: string[];
  /** the requirements not judged at all, for this reason (among others, perhaps) */
  requirements: string[];
  /** the requirements judged in part: some of their tests skipped for this reason */
  partly: string[];
}

export interface AreaJudgement {
  area: string;
  requirements: number;
  /** judged: pass, fail, inconclusive or waived (in a plan: would be) */
  judged: number;
  /** observed where the interface is silent (never judged) */
  observed: number;
  skipped: number;
  /** not run (interrupted, outside a selection) or not exercised (no test names it; from a recording, no exchange showed it) */
  notRun: number;
  groups: SkipGroup[];
}

const SETTING = /\bSVC_(?:[A-Z0-9]+|<[A-Z]+>)(?:_(?:[A-Z0-9]+|<[A-Z]+>))*(?:=[a-z][\w-]*)?/g;
/** The value a setting named without one needs to run what was skipped. */
const VALUE_THAT_RUNS: Record<string, string> = { SVC_MODE: 'read-write', SVC_ALLOW_IRREVERSIBLE: 'yes' };
/** Reasons that name no setting, though one runs their tests (texts of older suite versions). */
const UNNAMED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^read-only mode\b/, 'SVC_MODE=read-write'],
  [/^irreversible write\b/, 'SVC_ALLOW_IRREVERSIBLE=yes'],
];
/** The records of the forbidden site: one setting per kind, grouped as one. */
const FORBIDDEN_THING = /^SVC_FORBIDDEN_(?!SITE_ID$)([A-Z0-9_]+)_ID$/;
const FORBIDDEN_THINGS = 'SVC_FORBIDDEN_<THING>_ID';

/** The settings a skip reason names, each once, with the value that runs the test where it needs one. */
export function settingsOf(reason: string): string[] {
  const named = [...reason.matchAll(SETTING)].map((m) => m[0]);
  const out: string[] = [];
  for (const s of named.length > 0 ? named : UNNAMED.filter(([re]) => re.test(reason)).map(([, s]) => s)) {
    const [name] = s.split('=');
    const full = s.includes('=') ? s : VALUE_THAT_RUNS[name!] !== undefined ? `${name}=${VALUE_THAT_RUNS[name!]}` : s;
    // one entry per name: the one with a value wins over the bare name
    const at = out.findIndex((o) => o.split('=')[0] === name);
    if (at < 0) out.push(full);
    else if (!out[at]!.includes('=')) out[at] = full;
  }
  return out;
}

/** The key of a reason's group: its settings (the forbidden site's records as one), else the reason with its numbers blanked. */
function groupKey(reason: string): { key: string; settings: string[]; things: string[] } {
  const named = settingsOf(reason);
  const things = named
    .map((s) => FORBIDDEN_THING.exec(s)?.[1])
    .filter((t): t is string => t !== undefined)
    .map((t) => t.toLowerCase().replace(/_/g, ' '));
  // the forbidden site's records last, whatever the order the reason names them in: one key for one set of settings
  const others = named.filter((s) => !FORBIDDEN_THING.test(s) && s !== FORBIDDEN_THINGS);
  const settings = [...others, ...(others.length < named.length ? [FORBIDDEN_THINGS] : [])];
  return {
    key: settings.length > 0 ? settings.join(' + ') : `reason: ${reason.replace(/\d+/g, 'N')}`,
    settings,
    things,
  };
}

/** How a group's settings read: "SVC_OTHER_ACCESS_TOKEN, or SVC_FORBIDDEN_<THING>_ID for team, league". */
function settingText(settings: readonly string[], things: readonly string[]): string {
  const others = settings.filter((s) => s !== FORBIDDEN_THINGS);
  if (!settings.includes(FORBIDDEN_THINGS)) return others.join(', ');
  const family = `${FORBIDDEN_THINGS} for ${things.join(', ')}`;
  return others.length > 0 ? `${others.join(', ')}, or ${family}` : family;
}

type State = 'judged' | 'observed' | 'skipped' | 'notRun';

/** What became of a requirement, and the reasons of its skipped tests. `planReason`: a skip that stands for a test the run would judge. */
function stateOf(r: JudgedRequirement, planReason?: string): { state: State; reasons: string[] } {
  const wouldRun = (t: JudgedRequirement['tests'][number]) =>
    t.outcome === 'passed' ||
    t.outcome === 'failed' ||
    t.outcome === 'inconclusive' ||
    (planReason !== undefined && t.outcome === 'skipped' && t.skipReason === planReason);
  const reasons = [
    ...new Set(r.tests.filter((t) => t.outcome === 'skipped' && !wouldRun(t)).map((t) => t.skipReason ?? 'skipped')),
  ];
  const ran = r.tests.some(wouldRun);
  if (r.verdict === 'observed' || (ran && r.level === 'observed')) return { state: 'observed', reasons };
  if (ran || r.verdict === 'pass' || r.verdict === 'fail' || r.verdict === 'inconclusive' || r.verdict === 'waived')
    return { state: 'judged', reasons };
  if (r.verdict === 'not run' || r.verdict === 'not exercised') return { state: 'notRun', reasons: [] };
  return { state: 'skipped', reasons: reasons.length > 0 ? reasons : [r.reason ?? 'skipped'] };
}

/**
 * Per area, in the order of the catalogue: how many requirements were judged (in a plan: would be),
 * observed, skipped and not run, and the skipped ones grouped by the setting that would let a run
 * judge them; a requirement judged in part is named in the group of its skipped tests as `partly`.
 * A requirement skipped for two reasons is in both groups: either setting judges some of it.
 */
export function judgementByArea(
  requirements: readonly JudgedRequirement[],
  options: { planReason?: string } = {},
): AreaJudgement[] {
  const areas = new Map<string, AreaJudgement & { byKey: Map<string, SkipGroup & { things: string[] }> }>();
  for (const r of requirements) {
    let a = areas.get(r.area);
    if (!a)
      areas.set(
        r.area,
        (a = {
          area: r.area,
          requirements: 0,
          judged: 0,
          observed: 0,
          skipped: 0,
          notRun: 0,
          groups: [],
          byKey: new Map(),
        }),
      );
    a.requirements += 1;
    const { state, reasons } = stateOf(r, options.planReason);
    a[state] += 1;
    for (const reason of reasons) {
      const { key, settings, things } = groupKey(reason);
      let g = a.byKey.get(key);
      if (!g) a.byKey.set(key, (g = { setting: '', settings, reasons: [], requirements: [], partly: [], things: [] }));
      if (!g.reasons.includes(reason)) g.reasons.push(reason);
      for (const t of things) if (!g.things.includes(t)) g.things.push(t);
      const list = state === 'skipped' ? g.requirements : g.partly;
      if (!list.includes(r.id)) list.push(r.id);
    }
  }
  return [...areas.values()].map(({ byKey, ...a }) => ({
    ...a,
    groups: [...byKey.values()]
      .map(({ things, ...g }) => ({
        ...g,
        setting: settingText(g.settings, things),
        ...(things.length > 0 ? { things } : {}),
      }))
      .sort((x, y) => y.requirements.length - x.requirements.length || y.partly.length - x.partly.length),
  }));
}

/** The totals over all areas. */
export function judgementTotals(areas: readonly AreaJudgement[]): Omit<AreaJudgement, 'area' | 'groups'> {
  const sum = (k: 'requirements' | 'judged' | 'observed' | 'skipped' | 'notRun') => areas.reduce((n, a) => n + a[k], 0);
  return {
    requirements: sum('requirements'),
    judged: sum('judged'),
    observed: sum('observed'),
    skipped: sum('skipped'),
    notRun: sum('notRun'),
  };
}

/** Across the areas, each setting with the requirements it would let a run judge (wholly, or in part), the most first. */
export function bySetting(
  areas: readonly AreaJudgement[],
): Array<{ setting: string; requirements: string[]; partly: string[] }> {
  const out = new Map<
    string,
    { settings: string[]; things: string[]; requirements: Set<string>; partly: Set<string> }
  >();
  for (const g of areas.flatMap((a) => a.groups)) {
    const key = g.settings.length > 0 ? g.settings.join(' + ') : '';
    let s = out.get(key);
    if (!s) out.set(key, (s = { settings: g.settings, things: [], requirements: new Set(), partly: new Set() }));
    for (const t of g.things ?? []) if (!s.things.includes(t)) s.things.push(t);
    for (const id of g.requirements) s.requirements.add(id);
    for (const id of g.partly) s.partly.add(id);
  }
  return [...out.values()]
    .map((s) => ({
      setting: settingText(s.settings, s.things),
      requirements: [...s.requirements],
      partly: [...s.partly].filter((id) => !s.requirements.has(id)),
    }))
    .sort(
      (x, y) =>
        Number(x.setting === '') - Number(y.setting === '') ||
        y.requirements.length - x.requirements.length ||
        y.partly.length - x.partly.length,
    );
}

const IDS_SHOWN = 6;
const REASON_SHOWN = 220;

/** Ids, the first few and how many more. */
export function abbreviateIds(ids: readonly string[], shown = IDS_SHOWN): string {
  return ids.length <= shown ? ids.join(', ') : `${ids.slice(0, shown).join(', ')} and ${ids.length - shown} more`;
}

/** One group as the plan and the report show it: each cell plain text (each format escapes its own). */
export interface GroupRow {
  /** "39 access-control requirements (and 1 in part)" */
  count: string;
  /** what to set: "set SVC_MODE=read-write", or that no setting can */
  setting: string;
  /** the first reason, and how many others are like it */
  why: string;
  /** the ids, abbreviated when long */
  ids: string;
}

export function groupRow(g: SkipGroup, area?: string): GroupRow {
  const n = g.requirements.length;
  const count =
    n > 0
      ? `${n} ${area ? `${area} ` : ''}requirement${n === 1 ? '' : 's'}${g.partly.length > 0 ? ` (and ${g.partly.length} in part)` : ''}`
      : `${g.partly.length} ${area ? `${area} ` : ''}requirement${g.partly.length === 1 ? '' : 's'} in part`;
  const first = g.reasons[0] ?? 'skipped';
  const why = `${first.length > REASON_SHOWN ? `${first.slice(0, REASON_SHOWN - 1)}…` : first}${g.reasons.length > 1 ? ` (and ${g.reasons.length - 1} more reason${g.reasons.length === 2 ? '' : 's'} like it)` : ''}`;
  const ids = [
    n > 0 ? abbreviateIds(g.requirements) : '',
    g.partly.length > 0 ? `in part: ${abbreviateIds(g.partly)}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return {
    count,
    setting: g.setting ? `set ${g.setting}` : 'no setting: it depends on what the deployment holds or answers',
    why,
    ids,
  };
}

/** An area's line: "layout-containers: 31 of 33 judged, 2 observed". `verb`: "judged", or in a plan "would be judged". */
export function areaLine(a: Omit<AreaJudgement, 'groups'>, verb = 'judged'): string {
  const parts = [
    a.observed > 0 ? `${a.observed} observed` : '',
    a.skipped > 0 ? `${a.skipped} skipped` : '',
    a.notRun > 0 ? `${a.notRun} not run` : '',
  ].filter(Boolean);
  return `${a.area}: ${a.judged} of ${a.requirements} ${verb}${parts.length > 0 ? `, ${parts.join(', ')}` : ''}`;
}

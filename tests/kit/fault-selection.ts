// Which faults a kill matrix runs: the hand-written catalogue (reference/faults/*.ts) and the
// generated one (reference/faults/generated/), as one list with what the matrix reports on: family,
// area (of the first requirement named), level, and for generated faults the reason when nothing can
// observe them (equivalent mutants: listed, never run, never counted).
import { createHash } from 'node:crypto';
import { CROSS_CUTTING_FAULTS } from '../../reference/faults/cross-cutting.ts';
import { LEAGUES_TEAMS_FAULTS } from '../../reference/faults/leagues-teams.ts';
import { NEWS_MEDIA_FAULTS } from '../../reference/faults/news-media.ts';
import { STRUCTURE_FAULTS } from '../../reference/faults/structure.ts';
import { generatedFaults } from '../../reference/faults/generated/derive.ts';
import { FAMILIES } from '../../reference/faults/generated/types.ts';
import { listOperations, loadRequirements } from '../../src/spec/catalogue.ts';

export interface MatrixFault {
  id: string;
  source: 'hand-written' | 'generated';
  /** generated: the family (response, update, ...); hand-written: `hand-written:<file>` */
  family: string;
  variant: string;
  requirements: string[];
  /** the area (spec/requirements.yaml) of the first requirement the fault names */
  area: string;
  /** generated: the operationId, and the area of the operation (of its OP-* requirement) */
  operationId?: string;
  operationArea?: string;
  level: 'stated' | 'implied';
  description: string;
  equivalent?: string;
}

/** How many generated faults `npm run faults` (and so `npm test`) runs besides the hand-written ones. */
export const SAMPLE_TARGET = 400;

let areas: Map<string, string> | undefined;
function areaOf(requirement: string): string {
  areas ??= new Map(loadRequirements().map((r) => [r.id, r.area]));
  return areas.get(requirement) ?? 'unknown';
}

export function handWrittenFaults(): MatrixFault[] {
  const files = {
    'cross-cutting': CROSS_CUTTING_FAULTS,
    structure: STRUCTURE_FAULTS,
    'news-media': NEWS_MEDIA_FAULTS,
    'leagues-teams': LEAGUES_TEAMS_FAULTS,
  };
  return Object.entries(files).flatMap(([file, list]) =>
    list.map(
      (f): MatrixFault => ({
        id: f.id,
        source: 'hand-written',
        family: `hand-written:${file}`,
        variant: file,
        requirements: [...f.requirements],
        area: areaOf(f.requirements[0]!),
        level: 'stated',
        description: f.description,
      }),
    ),
  );
}

export function generatedMatrixFaults(): MatrixFault[] {
  const opArea = new Map(listOperations().map((o) => [o.operationId, areaOf(o.interfaceOperations[0] ?? '')]));
  return generatedFaults().map(
    (f): MatrixFault => ({
      id: f.id,
      source: 'generated',
      family: f.family,
      variant: f.variant,
      requirements: [...f.requirements],
      area: areaOf(f.requirements[0]!),
      level: f.level,
      description: f.description,
      ...(f.equivalent ? { equivalent: f.equivalent } : {}),
      operationId: f.operationId,
      operationArea: opArea.get(f.operationId) ?? 'unknown',
    }),
  );
}

const stableHash = (id: string): string => createHash('sha1').update(id).digest('hex');

/**
 * Generated faults that took the place of hand-written ones with the same answers (removed in issue 27:
 * the hand-written id it replaced is the key). The sample always holds them, so that `npm test` proves
 * the rules those hand-written faults proved.
 */
export const REPLACED_HAND_WRITTEN: Readonly<Record<string, string>> = {
  'tag-object-uri-missing': 'gen.drop.listTags.tags[].object.uri',
  'tag-type-missing': 'gen.drop.listTags.tags[].tag_type',
  'deleted-container-columns-null': 'gen.null.deleteLayoutContainer.layout_columns',
  'deleted-container-columns-absent': 'gen.drop.deleteLayoutContainer.layout_columns',
  'container-show-without-layout-columns': 'gen.drop.getLayoutContainer.layout_columns',
  'page-without-deleted-tree-id': 'gen.drop.createPage.deleted_tree_id',
  'page-cache-timeout-as-string': 'gen.type.createPage.cache_timeout',
  'news-index-without-containers': 'gen.drop.listNewsArticles.[].content_node.layout_containers',
  'news-index-containers-without-columns':
    'gen.drop.listNewsArticles.[].content_node.layout_containers[].layout_columns',
  'games-news-article-success-string': 'gen.type.createGamesNewsArticle.success',
  'official-type-name-missing': 'gen.drop.listOfficialTypes.[].name',
  'tree-division-without-division':
    'gen.drop.getLeagueInstanceTree.node.children[].node.children[].node<node_type!=TeamInstance>.data.division',
  'tree-subseason-data-without-live-scoring':
    'gen.drop.getLeagueInstanceTree.node.children[].node.data.live_scoring_stat_configuration',
  'team-show-without-team-instances': 'gen.drop.getTeam.team_instances',
};

/**
 * A fixed, stratified sample of the generated faults that can be observed: every family x area
 * stratum (for a family whose faults all fall in one area, such as access and credentials: family x
 * area of the operation) gets one fault, and the rest of `target` is shared out in proportion to the strata's sizes;
 * within a stratum the faults are taken in the order of a hash of their id (the same ids always give
 * the same sample, and a new fault elsewhere does not move it); the faults of REPLACED_HAND_WRITTEN follow.
 */
export function stratifiedSample(
  all: readonly MatrixFault[] = generatedMatrixFaults(),
  target = SAMPLE_TARGET,
): MatrixFault[] {
  const candidates = all.filter((f) => f.source === 'generated' && !f.equivalent);
  const strata = new Map<string, MatrixFault[]>();
  const familyAreas = new Map<string, Set<string>>();
  for (const f of candidates) familyAreas.set(f.family, (familyAreas.get(f.family) ?? new Set()).add(f.area));
  for (const f of candidates) {
    const key =
      familyAreas.get(f.family)!.size === 1 ? `${f.family}|${f.area}|${f.operationArea}` : `${f.family}|${f.area}`;
    strata.set(key, [...(strata.get(key) ?? []), f]);
  }
  const spare = Math.max(0, target - strata.size);
  const picked: MatrixFault[] = [];
  for (const key of [...strata.keys()].sort()) {
    const members = strata
      .get(key)!
      .slice()
      .sort((a, b) => stableHash(a.id).localeCompare(stableHash(b.id)));
    const quota = 1 + Math.floor((spare * members.length) / candidates.length);
    picked.push(...members.slice(0, quota));
  }
  const replacing = new Set(Object.values(REPLACED_HAND_WRITTEN));
  const pickedIds = new Set(picked.map((f) => f.id));
  return [...picked, ...candidates.filter((f) => replacing.has(f.id) && !pickedIds.has(f.id))];
}

/**
 * Of a sample (npm run faults, npm test), one fault in `every` (eight) (by a hash of its id: the same ids
 * always, spread over every file and family) runs every test it reaches, so that its precision is
 * measured; the others stop at their first kill, which keeps the sample's kills cheap. A whole run
 * of every test of every fault of the sample takes about an hour on two cores.
 */
const WHOLE_EVERY = 8;
export function runsWhole(fault: MatrixFault, every = WHOLE_EVERY): boolean {
  return parseInt(stableHash(`whole:${fault.id}`).slice(0, 8), 16) % every === 0;
}

export type Selection =
  | { mode: 'sample' }
  | { mode: 'all' }
  | { mode: 'chosen'; ids: string[] }
  /** every generated fault (not equivalent) of these families; the hand-written ones too when `hand` */
  | { mode: 'family'; families: string[]; hand: boolean };

/** The faults a kill matrix runs: the hand-written ones and the sample, every fault, the ones named, or those of some families. */
export function selectFaults(selection: Selection): MatrixFault[] {
  const hand = handWrittenFaults();
  const generated = generatedMatrixFaults();
  if (selection.mode === 'sample') return [...hand, ...stratifiedSample(generated)];
  if (selection.mode === 'all') return [...hand, ...generated.filter((f) => !f.equivalent)];
  if (selection.mode === 'family') {
    const unknown = selection.families.filter((name) => !(FAMILIES as readonly string[]).includes(name));
    if (unknown.length > 0)
      throw new Error(
        `unknown famil${unknown.length === 1 ? 'y' : 'ies'}: ${unknown.join(', ')} (the families: ${FAMILIES.join(', ')})`,
      );
    return [
      ...(selection.hand ? hand : []),
      ...generated.filter((f) => !f.equivalent && selection.families.includes(f.family)),
    ];
  }
  const byId = new Map([...hand, ...generated].map((f) => [f.id, f]));
  const unknown = selection.ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw new Error(`unknown fault(s): ${unknown.join(', ')}`);
  return selection.ids.map((id) => byId.get(id)!);
}

/** The generated faults no answer can reveal, with the reason (listed by the matrix, not counted). */
export function equivalentMutants(): MatrixFault[] {
  return generatedMatrixFaults().filter((f) => f.equivalent);
}

// Faults of what a request may carry: updates ignored (three ways), limits moved by one, enum values
// outside accepted or listed ones refused, required parameters made optional. Derived from the
// inputs of the model of the interface (src/spec/interface-model.ts: the request fields of
// spec/openapi.yaml with their limits, values and required flags, and the requirement of each of
// those rules); the tables below name what the model cannot say (which updates are stated, what
// refusing a form marker breaks, readings of the text) with the requirements literally.
import type { DefaultValue, GeneratedFault } from './types.ts';
import type { InterfaceModel, RequestField } from '../../../src/spec/interface-model.ts';

const opKey = (f: { operationId: string; form: string }): string =>
  f.form ? `${f.operationId}:${f.form}` : f.operationId;

/** The update operations: the requirement that an update changes what it names, the wrapper of its fields, and what the interface says may change. */
const UPDATES: Record<
  string,
  { requirements: string[]; wrapper: string; stated: string[] | 'all'; show: boolean; skip: string[] }
> = {
  // "body layout_container (object) with the fields to change": its plain fields change as sent
  updateLayoutContainer: {
    requirements: ['LAYOUT-CONTAINER-UPDATE-READ-BACK'],
    wrapper: 'layout_container.',
    stated: ['position', 'layout_type', 'name', 'custom_css_class'],
    show: true,
    skip: ['content_node_id'],
  },
  updatePageElement: {
    requirements: ['PAGE-ELEMENT-UPDATE-READ-BACK'],
    wrapper: 'page_element.',
    stated: ['custom_css_class', 'element.content', 'mirror_enabled'],
    show: true,
    skip: ['layout_column_id', 'after_pe', 'element.cutline', 'element.url', 'element.has_url', 'element.protocol'],
  },
  updateNewsArticle: {
    requirements: ['NEWS-UPDATE-READ-BACK'],
    wrapper: 'news_article.',
    stated: 'all',
    show: true,
    skip: ['template_id', 'uploaded_data', 'page_node_ids'],
  },
  updateDivisionInstance: {
    requirements: ['DIVISION-INSTANCE-UPDATE-READ-BACK'],
    wrapper: '',
    stated: 'all',
    show: false,
    skip: [],
  },
  'updateTeam:bare': { requirements: ['TEAM-UPDATE-BARE'], wrapper: '', stated: 'all', show: true, skip: [] },
  'updateTeam:wrapped': {
    requirements: ['TEAM-UPDATE-WRAPPED'],
    wrapper: 'team.',
    stated: 'all',
    show: true,
    skip: [],
  },
  'createOrUpdateOfficial:update': {
    requirements: ['OP-OFFICIALS-UPDATE', 'OFFICIAL-UPDATE-SAME-RECORD'],
    wrapper: 'official.',
    stated: 'all',
    show: false,
    skip: ['current_user'],
  },
};
/**
 * Why an update of a field the interface lists is not stated to change it as sent: a field whose
 * value governs what else the record does (a lock, a mirror, an order) or that may not be set where
 * the suite may write. Fields not named here nor stated get the general reading.
 */
const IMPLIED_UPDATES: Record<string, string> = {
  'updateLayoutContainer locked':
    "locked says whether the container's columns can be edited; whether an update may set it, and what the container then allows, is not shown",
  'updateLayoutContainer mirror_target_id':
    'a container with mirror_target_id mirrors another container; whether an update may set it, and what the container then answers (its own columns or the mirrored ones), is not shown',
  'updatePageElement position':
    'position is the order within the column; how an update of it renumbers the column (and so whether the number sent is the one kept) is not shown',
  'updatePageElement element_locked':
    'the interface states what element_locked forbids (a move, a delete), not whether an update may set it',
  'updatePageElement content_locked':
    'the interface states what content_locked forbids (a change of the content), not whether an update may set it',
  'updatePageElement dependent_type':
    'dependent_type "must be null" for News Articles, and the only content the suite may write is its own news articles\'',
};
/** Fields an update answers as text whatever was sent ("max_standings_points ... returned as a string after an update"). */
const ANSWERED_AS_TEXT = new Set(['updateDivisionInstance max_standings_points']);
/** Further rules an update of one field breaks. */
const UPDATE_FIELD_RULES: Record<string, string[]> = {
  'updateLayoutContainer layout_type': ['LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS'],
  'updateDivisionInstance max_standings_points': ['DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING'],
};

/** Fields of a request form that the interface does not show (the reason): their limit and enum faults break a reading, not a stated rule. */
const JSON_PHOTO =
  'the interface shows a Photo element placed through the multipart upload; a Photo element made through the JSON create (without an image file) is a reading';
const FORM_IMPLIED: Record<string, string> = {
  'createPageElement:json page_element.element.cutline': JSON_PHOTO,
  'createPageElement:json page_element.element.url': JSON_PHOTO,
  'createPageElement:json page_element.element.has_url': JSON_PHOTO,
  'createPageElement:json page_element.element.protocol': JSON_PHOTO,
};

type EnumRule = { outside: string[]; listed: string[]; listedExtra?: Record<string, string[]>; implied?: string };
/**
 * The rules of the values of inputs whose values no enum requirement states (by `operation[:form]
 * name`, else by name): a form marker or a parameter whose list the text gives elsewhere; for a value
 * outside, and for a listed value refused. Every other enum's rule is the model's (the input's
 * `rules.enum`) for both.
 */
const ENUM_RULES: Record<string, EnumRule> = {
  scope: { outside: ['ERROR-BAD-INPUT-4XX'], listed: ['TAGS-SCOPES'] },
  existing_or_new: { outside: ['ERROR-BAD-INPUT-4XX'], listed: ['OP-DIVISION-INSTANCES-CREATE-NEW'] },
  'createPageElement:uploaded-video page_element.element.video_params.video_element_type': {
    outside: ['ERROR-BAD-INPUT-4XX'],
    listed: ['OP-UPLOADED-VIDEO-ELEMENT-CREATE'],
  },
  'createPageElement:external-video page_element.element.video_params.video_element_type': {
    outside: ['ERROR-BAD-INPUT-4XX'],
    listed: ['OP-EXTERNAL-VIDEO-ELEMENT-CREATE'],
  },
  'createPageElement:json page_element.page_element_type': {
    outside: ['ERROR-BAD-INPUT-4XX'],
    listed: ['OP-PAGE-ELEMENTS-CREATE'],
    listedExtra: {
      Video: ['VIDEO-ELEMENT-TYPE'],
      ExternalVideo: ['VIDEO-ELEMENT-TYPE'],
      UploadedVideo: ['VIDEO-ELEMENT-TYPE'],
    },
    implied:
      'the interface lists the element types of a Page Element (element_type); that a create takes each of them as page_element_type, and no other, is a reading',
  },
};

/**
 * Parameters spec/openapi.yaml marks required where the interface text does not: a fault that makes
 * one optional breaks a reading, not a stated rule (the reason says which). The upload forms list
 * their fields without saying which are required (the description marks the ones that select the
 * form, the target and the file: spec/openapi.yaml, "Required flags in the upload forms"); their
 * layout_column_id stays stated, since the create requires layout_column_id.
 */
/** Query parameters listed as required for which no error is stated (spec/silences.yaml officials-required-query). */
const NO_ERROR_STATED =
  'the listing marks this query parameter required but states no error for a request without it (unlike the league instances index, 412); that such a request is refused is a reading, and a deployment may answer it (spec/silences.yaml officials-required-query)';
const UPLOAD_FORM =
  'the interface lists the fields of the upload form without saying which are required; that a form without this one is refused is a reading (spec/openapi.yaml marks it required)';
const REQUIRED_IMPLIED: Record<string, string> = {
  'createPageElement:photo page_element.page_element_type': UPLOAD_FORM,
  'createPageElement:photo page_element.element.uploaded_data': UPLOAD_FORM,
  'createPageElement:uploaded-video page_element.page_element_type': UPLOAD_FORM,
  'createPageElement:uploaded-video page_element.element.video_params.video_element_type': UPLOAD_FORM,
  'createPageElement:uploaded-video page_element.element.video_params.uploaded_data': UPLOAD_FORM,
  'createPageElement:external-video page_element.page_element_type': UPLOAD_FORM,
  'createPageElement:external-video page_element.element.video_params.video_element_type': UPLOAD_FORM,
  'createPageElement:external-video page_element.element.video_params.youtube_url': UPLOAD_FORM,
  'uploadGalleryPhoto object_type': UPLOAD_FORM,
  'uploadGalleryPhoto object_id': UPLOAD_FORM,
  'uploadGalleryPhoto filedata': UPLOAD_FORM,
  'uploadGalleryVideo uploaded_video.object_type': UPLOAD_FORM,
  'uploadGalleryVideo uploaded_video.object_id': UPLOAD_FORM,
  'uploadGalleryVideo uploaded_video.filedata': UPLOAD_FORM,
  'updateNewsArticle news_article':
    'the update takes "news_article fields to change; page_node_ids" beside them: an update without news_article (changing no article field) is not ruled out by the text',
  'createOrUpdateOfficial:update official':
    'the update takes official "with the fields to change": an update naming no field to change is not ruled out by the text',
  'createDivisionInstance:new existing_or_new':
    'existing_or_new is listed with "the value new", not as required; that the new-division form without it is refused is a reading',
  'listOfficials game_id': NO_ERROR_STATED,
  'listOfficialTypes sport_id': NO_ERROR_STATED,
  'listDivisionInstances subseason_id': NO_ERROR_STATED,
};

/**
 * Parameters the interface requires in its text though the description cannot mark them (one of
 * two). The teams index's site_id is not here: the listing marks it required (with league_ids and
 * team_ids, which the example leaves out) but states no error for a request without it, and the
 * description does not mark it required (spec/silences.yaml teams-required-query).
 */
const REQUIRED_TEXT: RequestField[] = [
  { operationId: 'listLeagues', form: '', name: 'site_id|site_url', query: true, required: true, type: 'integer' },
  {
    operationId: 'listTeamInstances',
    form: '',
    name: 'subseason_id|league_instance_id',
    query: true,
    required: true,
    type: 'integer',
  },
];
const REQUIRED_TEXT_RULES: Record<string, { requirements: string[]; implied?: string }> = {
  'listLeagues site_id|site_url': { requirements: ['LEAGUES-PARAM-REQUIRED'] },
  'listTeamInstances subseason_id|league_instance_id': { requirements: ['TEAM-INSTANCES-PARAM-REQUIRED'] },
};
/** Parameters that say which form a body is: without one, the body is the other form (not a fault of required-ness). */
const FORM_MARKERS = new Set([
  'createOrUpdateOfficial:update id',
  'createDivisionInstance:existing division_id',
  'createOrUpdateOfficial:update current_user',
  'updateTeam:wrapped team',
]);

/** Fields the route needs inside an object the interface requires, though the description lists none required (so that the default object is taken, not refused for another reason). */
const INNER_NEEDS: Record<string, string[]> = { 'createLayoutContainer layout_container': ['content_node_id'] };

/** What the route takes when a required parameter it may now miss is absent: an object gets its required fields' defaults. */
function fallbackFor(field: RequestField, fields: readonly RequestField[] = []): DefaultValue {
  const last = field.name.split('.').pop()!.split('|')[0]!;
  if (field.type === 'object') {
    const needs = INNER_NEEDS[`${opKey(field)} ${field.name}`] ?? [];
    const inner = fields.filter(
      (f) =>
        f.operationId === field.operationId &&
        f.form === field.form &&
        !f.query &&
        f.name.startsWith(`${field.name}.`) &&
        !f.name.slice(field.name.length + 1).includes('.') &&
        (f.required || needs.includes(f.name.slice(field.name.length + 1))),
    );
    return {
      object: Object.fromEntries(inner.map((f) => [f.name.slice(field.name.length + 1), fallbackFor(f, fields)])),
    };
  }
  if (field.constant !== undefined) return { value: field.constant };
  if (field.enum?.[0] !== undefined) return { value: field.enum[0] };
  if (last === 'filedata' || last === 'uploaded_data')
    return { file: field.name.includes('video') ? 'video' : 'image' };
  const fixtures: Record<string, string> = {
    site_id: 'siteId',
    game_id: 'gameId',
    object_id: 'gameId',
    sport_id: 'sportId',
    league_id: 'leagueId',
    subseason_id: 'regularSubseasonId',
    league_instance_id: 'leagueInstanceId',
    content_node_id: 'pageContentNodeId',
    layout_column_id: 'layoutColumnId',
    page_node_ids: 'newsPageNodeId',
    parent_node_id: 'playoffSubseasonNodeId',
    division_id: 'divisionId',
  };
  if (fixtures[last]) return { fixture: fixtures[last]! };
  if (last === 'object_type') return { value: 'game' };
  if (last === 'youtube_url') return { value: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' };
  return { value: `Generated ${last}` };
}

function stated(model: InterfaceModel, requirements: readonly string[]): boolean {
  return requirements.every((r) => ['stated', 'assumed'].includes(model.requirements.get(r)?.level ?? ''));
}

function deriveUpdateFaults(model: InterfaceModel, fields: RequestField[]): GeneratedFault[] {
  const out: GeneratedFault[] = [];
  for (const f of fields) {
    const spec = UPDATES[opKey(f)];
    if (!spec || f.query || f.type === 'object') continue;
    const local = f.name.startsWith(spec.wrapper) ? f.name.slice(spec.wrapper.length) : f.name;
    if (
      spec.skip.includes(local) ||
      (spec.wrapper && !f.name.startsWith(spec.wrapper) && !f.name.startsWith('element.'))
    )
      continue;
    const requirements = [...spec.requirements, ...(UPDATE_FIELD_RULES[`${f.operationId} ${local}`] ?? [])];
    const isStated = (spec.stated === 'all' || spec.stated.includes(local)) && stated(model, requirements);
    const why = isStated
      ? ''
      : ` Implied: ${IMPLIED_UPDATES[`${f.operationId} ${local}`] ?? 'the interface does not list which fields this update may change; the field is read as writable'}.`;
    const variants: Array<['unstored' | 'unchanged' | 'other', string]> = [
      ['unstored', `is answered as sent but not stored`],
      ...(spec.show
        ? [['unchanged', 'is stored but answered with the value it had before'] as ['unchanged', string]]
        : []),
      ['other', 'is not applied to this record but to another record of the same kind; the answer shows it as sent'],
    ];
    for (const [mutation, what] of variants) {
      out.push({
        id: `gen.update-${mutation}.${opKey(f)}.${f.name}`,
        family: 'update',
        variant: mutation,
        operationId: f.operationId,
        form: f.form,
        description: `An update of ${f.name} ${what}.${why}`,
        requirements,
        level: isStated ? 'stated' : 'implied',
        action: {
          kind: 'update',
          mutation,
          field: f.name.split('.'),
          answerField: local.split('.'),
          ...(ANSWERED_AS_TEXT.has(`${f.operationId} ${local}`) ? { answerAsText: true } : {}),
        },
      });
    }
  }
  return out;
}

function deriveLimitFaults(model: InterfaceModel, fields: RequestField[]): GeneratedFault[] {
  const out: GeneratedFault[] = [];
  for (const f of fields) {
    if (f.query) continue;
    // a limit no requirement names (none today) is not a rule of the text
    const bounds: Array<{ bound: 'max' | 'min'; limit: number; valueKind: 'length' | 'integer'; rule?: string }> = [
      ...(f.maxLength !== undefined
        ? [{ bound: 'max' as const, limit: f.maxLength, valueKind: 'length' as const, rule: f.rules?.maxLength?.[0] }]
        : []),
      ...(f.maximum !== undefined
        ? [{ bound: 'max' as const, limit: f.maximum, valueKind: 'integer' as const, rule: f.rules?.maximum?.[0] }]
        : []),
      ...(f.minimum !== undefined
        ? [{ bound: 'min' as const, limit: f.minimum, valueKind: 'integer' as const, rule: f.rules?.minimum?.[0] }]
        : []),
    ];
    for (const b of bounds) {
      const rule = b.rule;
      if (!rule) continue;
      const past = b.bound === 'max' ? b.limit + 1 : b.limit - 1;
      const unit = b.valueKind === 'length' ? ' characters' : '';
      const suffix = b.valueKind === 'integer' ? `.${b.bound}` : '';
      const implied = FORM_IMPLIED[`${opKey(f)} ${f.name}`];
      const why = implied ? ` Implied: ${implied}.` : '';
      const level = !implied && stated(model, [rule]) ? ('stated' as const) : ('implied' as const);
      const limitFault = (mutation: 'over' | 'at', description: string): GeneratedFault => ({
        id: `gen.limit-${mutation}.${opKey(f)}.${f.name}${suffix}`,
        family: 'limit',
        variant: mutation,
        operationId: f.operationId,
        form: f.form,
        description,
        requirements: [rule],
        level,
        action: { kind: 'limit', field: f.name, bound: b.bound, limit: b.limit, mutation, valueKind: b.valueKind },
      });
      const bound = b.bound === 'max' ? 'maximum' : 'minimum';
      out.push(
        limitFault(
          'over',
          `${f.name} of ${past}${unit} (one past the ${bound} ${b.limit}) is accepted and stored.${why}`,
        ),
        limitFault('at', `${f.name} of exactly ${b.limit}${unit} (the ${bound}) is rejected.${why}`),
      );
    }
  }
  return out;
}

function deriveEnumFaults(model: InterfaceModel, fields: RequestField[]): GeneratedFault[] {
  const out: GeneratedFault[] = [];
  for (const f of fields) {
    const found =
      ENUM_RULES[`${opKey(f)} ${f.name}`] ??
      ENUM_RULES[f.name] ??
      (f.rules?.enum ? { outside: f.rules.enum, listed: f.rules.enum } : undefined);
    const formImplied = FORM_IMPLIED[`${opKey(f)} ${f.name}`];
    const rule = found && formImplied && !found.implied ? { ...found, implied: formImplied } : found;
    const values = f.enum ?? (f.constant !== undefined ? [f.constant] : undefined);
    if (!rule || !values) continue;
    const why = rule.implied ? ` Implied: ${rule.implied}.` : '';
    out.push({
      id: `gen.enum-outside.${opKey(f)}.${f.name}`,
      family: 'enum',
      variant: 'outside',
      operationId: f.operationId,
      form: f.form,
      description: `${f.name} outside ${values.join(', ')} is accepted (taken as ${values[0]}).${why}`,
      requirements: rule.outside,
      level: !rule.implied && stated(model, rule.outside) ? 'stated' : 'implied',
      action: { kind: 'enum', field: f.name, values, mutation: 'outside', query: f.query },
    });
    for (const value of values) {
      const requirements = [...rule.listed, ...(rule.listedExtra?.[value] ?? [])];
      out.push({
        id: `gen.enum-listed.${opKey(f)}.${f.name}=${value}`,
        family: 'enum',
        variant: 'listed',
        operationId: f.operationId,
        form: f.form,
        description: `${f.name} ${value}, a listed value, is rejected.${why}`,
        requirements,
        level: !rule.implied && stated(model, requirements) ? 'stated' : 'implied',
        action: { kind: 'enum', field: f.name, values, mutation: 'listed', value, query: f.query },
      });
    }
  }
  return out;
}

function deriveRequiredFaults(model: InterfaceModel, fields: RequestField[]): GeneratedFault[] {
  const out: GeneratedFault[] = [];
  for (const f of [...fields.filter((x) => x.required), ...REQUIRED_TEXT]) {
    const key = `${opKey(f)} ${f.name}`;
    if (FORM_MARKERS.has(key)) continue;
    const rules = f.rules?.required ?? [];
    const text =
      REQUIRED_TEXT_RULES[key] ??
      (REQUIRED_IMPLIED[key] ? { requirements: rules, implied: REQUIRED_IMPLIED[key] } : undefined);
    const requirements = [...(text?.requirements ?? rules), 'ERROR-BAD-INPUT-4XX'];
    const fallback = fallbackFor(f, fields);
    const shown =
      'fixture' in fallback
        ? `the seed's ${fallback.fixture}`
        : 'value' in fallback
          ? JSON.stringify(fallback.value)
          : 'object' in fallback
            ? Object.keys(fallback.object).length
              ? `an object with defaults for ${Object.keys(fallback.object).join(', ')}`
              : 'an empty object'
            : `a placeholder ${fallback.file}`;
    out.push({
      id: `gen.optional.${opKey(f)}.${f.name}`,
      family: 'required',
      variant: 'optional',
      operationId: f.operationId,
      form: f.form,
      description: `${f.name}, which the interface lists as required, may be left out: the server then takes ${shown}.${text?.implied ? ` Implied: ${text.implied}.` : ''}`,
      requirements,
      level: !text?.implied && stated(model, requirements) ? 'stated' : 'implied',
      action: { kind: 'required', field: f.name, query: f.query, fallback },
    });
  }
  return out;
}

export function deriveRequestFaults(model: InterfaceModel): GeneratedFault[] {
  const fields = [...model.inputs];
  return [
    ...deriveUpdateFaults(model, fields),
    ...deriveLimitFaults(model, fields),
    ...deriveEnumFaults(model, fields),
    ...deriveRequiredFaults(model, fields),
  ];
}

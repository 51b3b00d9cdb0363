// Faults of whole operations: a query filter ignored, the access check skipped for the forbidden
// site, deletes and creates that do not do what they answer, credentials accepted where they must
// not be. Every operation of spec/openapi.yaml is enumerated; the tables name the rule each breaks.
import type { CredentialMutation, GeneratedFault } from './types.ts';
import { interfaceModel, type InterfaceModel } from '../../../src/spec/interface-model.ts';
import { createRegistry, responseSchemaRef } from '../../../src/validation/ajv.ts';

/** The rule each query filter implements (operation parameter), or why no answer can show it ignored. */
const FILTER_RULES: Record<string, { requirements: string[]; implied?: string; equivalent?: string }> = {
  'listSites membership': {
    requirements: ['SITES-MEMBERSHIP-FILTER'],
    equivalent:
      'no membership can be read through the interface, nor which sites a membership covers, so no answer can show the filter ignored (the suite checks that any membership id gives a subset)',
  },
  'listSites name': {
    requirements: ['OP-SITES-INDEX'],
    equivalent:
      'the interface lists name as an optional integer but does not say what it means, so no answer can show it ignored',
  },
  'listTags site_id': {
    requirements: ['OP-TAGS-INDEX'],
    implied:
      'no rule states that the tags listed are those of the site named; read from "the tags of a site" (site_id, required)',
  },
  'listTags scope': {
    requirements: ['TAGS-SCOPES'],
    implied: 'the interface names the scopes has_news and has_events but no rule states what each limits the list to',
  },
  'listPhotoGalleries object_type': {
    requirements: ['OP-PHOTO-GALLERIES-INDEX'],
    equivalent:
      'gallery records are not shown by the interface, so which entity a listed gallery belongs to cannot be read',
  },
  'listPhotoGalleries object_id': {
    requirements: ['OP-PHOTO-GALLERIES-INDEX'],
    equivalent:
      'gallery records are not shown by the interface, so which entity a listed gallery belongs to cannot be read',
  },
  'listVideoGalleries object_type': {
    requirements: ['OP-VIDEO-GALLERIES-INDEX'],
    equivalent:
      'gallery records are not shown by the interface, so which entity a listed gallery belongs to cannot be read',
  },
  'listVideoGalleries object_id': {
    requirements: ['OP-VIDEO-GALLERIES-INDEX'],
    equivalent:
      'gallery records are not shown by the interface, so which entity a listed gallery belongs to cannot be read',
  },
  'getNewsArticle plain_text': {
    requirements: ['NEWS-SHOW-PLAIN-TEXT'],
    equivalent: 'the interface does not show what plain_text changes in the answer',
  },
  'getNewsArticle basic_html': {
    requirements: ['NEWS-SHOW-BASIC-HTML'],
    equivalent: 'the interface does not show what basic_html changes in the answer',
  },
  'listOfficials game_id': { requirements: ['OFFICIALS-BY-GAME'] },
  'listOfficialTypes sport_id': { requirements: ['OFFICIAL-TYPES-BY-SPORT'] },
  'listLeagues site_id': { requirements: ['LEAGUES-BY-SITE-ID'] },
  'listLeagues site_url': { requirements: ['LEAGUES-BY-SITE-URL'] },
  'listLeagueInstances league_id': { requirements: ['LEAGUE-INSTANCES-BY-LEAGUE'] },
  'listDivisionInstances subseason_id': { requirements: ['DIVISION-INSTANCES-BY-SUBSEASON'] },
  'listTeams site_id': { requirements: ['TEAMS-FILTER-SITE'] },
  'listTeams league_ids': { requirements: ['TEAMS-FILTER-LEAGUE-IDS'] },
  'listTeams team_ids': { requirements: ['TEAMS-FILTER-TEAM-IDS'] },
  'listTeams sport_id': { requirements: ['TEAMS-FILTER-SPORT-ID'] },
  'listTeams write_access': {
    requirements: ['OP-TEAMS-INDEX'],
    equivalent: 'the interface does not say what write_access means',
  },
  'listTeams current_subseason_only': { requirements: ['TEAMS-FILTER-CURRENT-SUBSEASON'] },
  'listTeamInstances subseason_id': { requirements: ['TEAM-INSTANCES-BY-SUBSEASON'] },
  'listTeamInstances league_instance_id': { requirements: ['TEAM-INSTANCES-BY-LEAGUE-INSTANCE'] },
};

/** The access rule of each operation scoped to a site (Authentication 4), by operation[:form]. */
const ACCESS_RULES: Record<string, string> = {
  listSites: 'ACCESS-SITES-INDEX-ONLY-ACCESSIBLE',
  getSite: 'ACCESS-SITE-SHOW-FORBIDDEN',
  listTags: 'ACCESS-OTHER-SITE-DATA',
  listLeagues: 'ACCESS-OTHER-SITE-DATA',
  createLayoutContainer: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-CREATE',
  getLayoutContainer: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-SHOW',
  updateLayoutContainer: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-UPDATE',
  moveLayoutContainer: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-MOVE',
  deleteLayoutContainer: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-DELETE',
  createPageElement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-CREATE',
  getPageElement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-SHOW',
  updatePageElement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-UPDATE',
  deletePageElement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-DELETE',
  movePageElement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-MOVE',
  createPage: 'ACCESS-FORBIDDEN-PAGES-CREATE',
  listNewsArticles: 'ACCESS-FORBIDDEN-NEWS-ARTICLES-INDEX',
  getNewsArticle: 'ACCESS-FORBIDDEN-NEWS-ARTICLES-SHOW',
  createNewsArticle: 'ACCESS-FORBIDDEN-NEWS-ARTICLES-CREATE',
  updateNewsArticle: 'ACCESS-FORBIDDEN-NEWS-ARTICLES-UPDATE',
  deleteNewsArticle: 'ACCESS-FORBIDDEN-NEWS-ARTICLES-DELETE',
  createGamesNewsArticle: 'ACCESS-FORBIDDEN-GAMES-NEWS-ARTICLES-CREATE',
  listPhotoGalleries: 'ACCESS-FORBIDDEN-PHOTO-GALLERIES-INDEX',
  getPhotoGallery: 'ACCESS-FORBIDDEN-PHOTO-GALLERIES-SHOW',
  uploadGalleryPhoto: 'ACCESS-FORBIDDEN-GALLERY-PHOTOS-UPLOAD',
  deleteGalleryPhoto: 'ACCESS-FORBIDDEN-GALLERY-PHOTOS-DELETE',
  listVideoGalleries: 'ACCESS-FORBIDDEN-VIDEO-GALLERIES-INDEX',
  getVideoGallery: 'ACCESS-FORBIDDEN-VIDEO-GALLERIES-SHOW',
  uploadGalleryVideo: 'ACCESS-FORBIDDEN-GALLERY-VIDEOS-UPLOAD',
  deleteUploadedVideo: 'ACCESS-FORBIDDEN-UPLOADED-VIDEOS-DELETE',
  listOfficials: 'ACCESS-FORBIDDEN-OFFICIALS-INDEX',
  'createOrUpdateOfficial:create': 'ACCESS-FORBIDDEN-OFFICIALS-CREATE',
  'createOrUpdateOfficial:update': 'ACCESS-FORBIDDEN-OFFICIALS-UPDATE',
  getLeague: 'ACCESS-FORBIDDEN-LEAGUES-SHOW',
  listLeagueInstances: 'ACCESS-FORBIDDEN-LEAGUE-INSTANCES-INDEX',
  getLeagueInstanceTree: 'ACCESS-FORBIDDEN-LEAGUE-INSTANCE-TREE-SHOW',
  listDivisionInstances: 'ACCESS-FORBIDDEN-DIVISION-INSTANCES-INDEX',
  createDivisionInstance: 'ACCESS-FORBIDDEN-DIVISION-INSTANCES-CREATE',
  updateDivisionInstance: 'ACCESS-FORBIDDEN-DIVISION-INSTANCES-UPDATE',
  deleteDivisionInstance: 'ACCESS-FORBIDDEN-DIVISION-INSTANCES-DELETE',
  listTeams: 'ACCESS-FORBIDDEN-TEAMS-INDEX',
  getTeam: 'ACCESS-FORBIDDEN-TEAMS-SHOW',
  updateTeam: 'ACCESS-FORBIDDEN-TEAMS-UPDATE',
  listTeamInstances: 'ACCESS-FORBIDDEN-TEAM-INSTANCES-INDEX',
  getTeamInstance: 'ACCESS-FORBIDDEN-TEAM-INSTANCES-SHOW',
};
/** Operations not scoped to a site: sports and official types belong to no site. */
const NOT_SITE_SCOPED = new Set(['listSports', 'getSport', 'listOfficialTypes']);

/** Each delete: the table it deletes from, the rules it breaks, and whether its records are shown at all. */
const DELETES: Record<
  string,
  { table: string; gone: string[]; record: string[]; readable: boolean; unshown?: string }
> = {
  deleteLayoutContainer: {
    table: 'layoutContainers',
    gone: ['LAYOUT-CONTAINER-DELETE-GONE'],
    record: ['LAYOUT-CONTAINER-DELETE-RETURNS-RECORD'],
    readable: true,
  },
  deletePageElement: {
    table: 'pageElements',
    gone: ['PAGE-ELEMENT-DELETE-GONE'],
    record: ['PAGE-ELEMENT-DELETE-RETURNS-RECORD'],
    readable: true,
  },
  deleteNewsArticle: {
    table: 'newsArticles',
    gone: ['NEWS-DELETE-GONE'],
    record: ['NEWS-DELETE-RETURNS-RECORD'],
    readable: true,
  },
  deleteDivisionInstance: {
    table: 'divisionInstances',
    gone: ['DIVISION-INSTANCE-DELETE-GONE'],
    record: ['DIVISION-INSTANCE-DELETE-RETURNS-RECORD'],
    readable: false,
  },
  deleteGalleryPhoto: {
    table: 'galleryPhotos',
    gone: ['GALLERY-DELETE-GONE'],
    record: ['OP-GALLERY-PHOTOS-DELETE'],
    readable: false,
    unshown:
      'gallery photo records are not shown by the interface, so no answer can show which record a delete returned',
  },
  deleteUploadedVideo: {
    table: 'uploadedVideos',
    gone: ['GALLERY-DELETE-GONE'],
    record: ['OP-UPLOADED-VIDEOS-DELETE', 'OP-GALLERY-VIDEOS-DELETE'],
    readable: false,
    unshown:
      'uploaded video records are not shown by the interface, so no answer can show which record a delete returned',
  },
};

/** Each create (with its forms): the rule that what it answers is stored, or why nothing can read it back. */
const CREATES: Record<string, { requirements: string[]; equivalent?: string }> = {
  createLayoutContainer: { requirements: ['OP-LAYOUT-CONTAINERS-CREATE'] },
  'createPageElement:json': { requirements: ['OP-PAGE-ELEMENTS-CREATE'] },
  'createPageElement:photo': { requirements: ['OP-PHOTO-ELEMENT-UPLOAD'] },
  'createPageElement:uploaded-video': { requirements: ['OP-UPLOADED-VIDEO-ELEMENT-CREATE'] },
  'createPageElement:external-video': { requirements: ['OP-EXTERNAL-VIDEO-ELEMENT-CREATE'] },
  createPage: {
    requirements: ['OP-PAGES-CREATE'],
    equivalent:
      'the interface has no read of a page, and a page created through it appears in no listing (its has_news and has_events cannot be set on create)',
  },
  createNewsArticle: { requirements: ['OP-NEWS-ARTICLES-CREATE'] },
  createGamesNewsArticle: {
    requirements: ['OP-GAMES-NEWS-ARTICLES-CREATE'],
    equivalent: 'the interface has no read of the links between news articles and games',
  },
  // whether a gallery lists its items is not shown: an upload that stored nothing shows only through
  // its delete, whose refusal cannot tell it from a broken delete (the suite says inconclusive there)
  uploadGalleryPhoto: {
    requirements: ['OP-GALLERY-PHOTOS-UPLOAD'],
    equivalent:
      'gallery records are not shown by the interface, so only a delete could show the upload stored nothing, and its refusal cannot tell that from a broken delete',
  },
  uploadGalleryVideo: {
    requirements: ['OP-GALLERY-VIDEOS-UPLOAD'],
    equivalent:
      'uploaded video records are not shown by the interface, so only a delete could show the upload stored nothing, and its refusal cannot tell that from a broken delete',
  },
  'createOrUpdateOfficial:create': { requirements: ['OP-OFFICIALS-CREATE'] },
  'createDivisionInstance:new': { requirements: ['OP-DIVISION-INSTANCES-CREATE-NEW'] },
  'createDivisionInstance:existing': { requirements: ['OP-DIVISION-INSTANCES-CREATE-EXISTING'] },
};

/** Credential faults: the rule, and the reading when the text does not state it. */
const CREDENTIALS: Record<
  CredentialMutation,
  { requirements: string[]; gallery: boolean; what: string; implied?: string }
> = {
  'wrong-bearer': {
    requirements: ['AUTH-WRONG-CREDENTIAL-REJECTED'],
    gallery: false,
    what: 'a wrong bearer credential is served as the built-in user',
  },
  'wrong-password': {
    requirements: ['AUTH-BASIC-WRONG-REJECTED'],
    gallery: true,
    what: 'basic credentials with a wrong password (and the right SVC-API-TOKEN) are served',
  },
  'wrong-api-token': {
    requirements: ['AUTH-BASIC-WRONG-REJECTED'],
    gallery: true,
    what: 'right basic credentials with a wrong SVC-API-TOKEN are served',
  },
  'wrong-username': {
    requirements: ['AUTH-BASIC-WRONG-REJECTED'],
    gallery: true,
    what: 'basic credentials with a wrong user name (and the right password and SVC-API-TOKEN) are served',
    implied: 'the rule names a wrong password and a wrong token; a wrong user name is read as wrong credentials too',
  },
  // Authentication 2 shows basic credentials only "together with the header SVC-API-TOKEN", and 3
  // requires authentication everywhere: either part alone is not the credential shown.
  'basic-without-token': {
    requirements: ['AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED'],
    gallery: true,
    what: 'right basic credentials without the SVC-API-TOKEN header are served',
  },
  'token-without-basic': {
    requirements: ['AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED'],
    gallery: true,
    what: 'the right SVC-API-TOKEN header without any Authorization is served',
  },
};

function stated(model: InterfaceModel, requirements: readonly string[]): boolean {
  return requirements.every((r) => ['stated', 'assumed'].includes(model.requirements.get(r)?.level ?? ''));
}

function deriveFilterFaults(model: InterfaceModel): GeneratedFault[] {
  const out: GeneratedFault[] = [];
  for (const op of model.operations.filter((o) => o.method === 'GET')) {
    for (const p of model.queryParameters(op)) {
      const rule = FILTER_RULES[`${op.operationId} ${p.name}`];
      if (!rule) throw new Error(`no filter rule for ${op.operationId} ${p.name}: add it to FILTER_RULES`);
      out.push({
        id: `gen.filter.${op.operationId}.${p.name}`,
        family: 'filter',
        variant: 'ignored',
        operationId: op.operationId,
        form: '',
        description: `${op.method} ${op.path} ignores the query parameter ${p.name} (it is still checked${p.required ? ' and required' : ''}; the answer is what the operation gives without it).${rule.implied ? ` Implied: ${rule.implied}.` : ''}`,
        requirements: rule.requirements,
        level: !rule.implied && stated(model, rule.requirements) ? 'stated' : 'implied',
        ...(rule.equivalent ? { equivalent: rule.equivalent } : {}),
        action: { kind: 'filter', param: p.name },
      });
    }
  }
  return out;
}

function deriveAccessFaults(model: InterfaceModel): GeneratedFault[] {
  const out: GeneratedFault[] = [];
  for (const op of model.operations.filter((o) => !NOT_SITE_SCOPED.has(o.operationId))) {
    const forms = op.operationId === 'createOrUpdateOfficial' ? ['create', 'update'] : [''];
    for (const form of forms) {
      const key = form ? `${op.operationId}:${form}` : op.operationId;
      const rule = ACCESS_RULES[key];
      if (!rule) throw new Error(`no access rule for ${key}: add it to ACCESS_RULES`);
      const write = op.method !== 'GET';
      out.push({
        id: `gen.access.${key}`,
        family: 'access',
        variant: write ? 'write' : 'read',
        operationId: op.operationId,
        form,
        description: `${op.method} ${op.path}${form ? ` (${form})` : ''} skips the access check: what belongs to a site the user cannot access is ${write ? 'changed as if it were accessible' : 'answered as if it were accessible'}.`,
        requirements: [rule],
        level: 'stated',
        action: { kind: 'access' },
      });
    }
  }
  return out;
}

function deriveDeleteFaults(model: InterfaceModel): GeneratedFault[] {
  const out: GeneratedFault[] = [];
  for (const [operationId, d] of Object.entries(DELETES)) {
    const op = model.operation(operationId);
    const variants: Array<{
      mutation: 'kept' | 'empty' | 'other' | 'readable';
      what: string;
      requirements: string[];
      equivalent?: string;
    }> = [
      { mutation: 'kept', what: 'deletes nothing but answers 200 with the record', requirements: d.gone },
      // an empty answer also lacks every field the deleted record's table lists: what the checker's schema findings say of {}
      {
        mutation: 'empty',
        what: 'deletes the record but answers an empty object {}',
        requirements: [...new Set([...d.record, ...(d.unshown ? [] : emptyAnswerRequirements(operationId))])],
        ...(d.unshown ? { equivalent: d.unshown } : {}),
      },
      {
        mutation: 'other',
        what: 'deletes the record but answers another record of the same kind',
        requirements: d.record,
        ...(d.unshown ? { equivalent: d.unshown } : {}),
      },
      ...(d.readable
        ? [
            {
              mutation: 'readable' as const,
              what: `deletes the record but GET ${op.path} still answers it as it was`,
              requirements: d.gone,
            },
          ]
        : []),
    ];
    for (const v of variants) {
      out.push({
        id: `gen.delete-${v.mutation}.${operationId}`,
        family: 'delete',
        variant: v.mutation,
        operationId,
        form: '',
        description: `${op.method} ${op.path} ${v.what}.`,
        requirements: v.requirements,
        level: stated(model, v.requirements) ? 'stated' : 'implied',
        ...(v.equivalent ? { equivalent: v.equivalent } : {}),
        action: { kind: 'delete', mutation: v.mutation, table: d.table },
      });
    }
  }
  return out;
}

function deriveCreateFaults(model: InterfaceModel): GeneratedFault[] {
  return Object.entries(CREATES).map(([key, c]) => {
    const [operationId, form = ''] = key.split(':') as [string, string?];
    const op = model.operation(operationId);
    return {
      id: `gen.create-unstored.${key}`,
      family: 'create' as const,
      variant: 'unstored',
      operationId,
      form,
      description: `${op.method} ${op.path}${form ? ` (${form})` : ''} answers 200 with the created record but stores nothing.`,
      requirements: c.requirements,
      level: stated(model, c.requirements) ? ('stated' as const) : ('implied' as const),
      ...(c.equivalent ? { equivalent: c.equivalent } : {}),
      action: { kind: 'create' as const },
    };
  });
}

function deriveCredentialFaults(model: InterfaceModel): GeneratedFault[] {
  const out: GeneratedFault[] = [];
  const galleryOps = new Set(
    model.operations
      .filter((o) => Array.isArray(o.operation.security) && JSON.stringify(o.operation.security).includes('basicAuth'))
      .map((o) => o.operationId),
  );
  for (const op of model.operations) {
    for (const [mutation, c] of Object.entries(CREDENTIALS) as Array<
      [CredentialMutation, (typeof CREDENTIALS)[CredentialMutation]]
    >) {
      if (c.gallery && !galleryOps.has(op.operationId)) continue;
      out.push({
        id: `gen.cred-${mutation}.${op.operationId}`,
        family: 'credential',
        variant: mutation,
        operationId: op.operationId,
        form: '',
        description: `${op.method} ${op.path}: ${c.what}.${c.implied ? ` Implied: ${c.implied}.` : ''}`,
        requirements: c.requirements,
        level: !c.implied && stated(model, c.requirements) ? 'stated' : 'implied',
        action: { kind: 'credential', mutation },
      });
    }
  }
  return out;
}

export function deriveOperationFaults(model: InterfaceModel): GeneratedFault[] {
  return [
    ...deriveFilterFaults(model),
    ...deriveAccessFaults(model),
    ...deriveDeleteFaults(model),
    ...deriveCreateFaults(model),
    ...deriveCredentialFaults(model),
  ];
}

let registry: ReturnType<typeof createRegistry> | undefined;

/** The requirements the schema findings of an empty object {} as an operation's 200 answer name. */
function emptyAnswerRequirements(operationId: string): string[] {
  const op = interfaceModel().operation(operationId);
  registry ??= createRegistry({ checkSchemas: false });
  const validate = registry.getSchema(responseSchemaRef(op.path, op.method, '200'));
  if (!validate || validate({})) return [];
  return [
    ...new Set(
      interfaceModel()
        .rules.classify(validate.errors ?? [], operationId, 200, {})
        .flatMap((f) => f.requirements),
    ),
  ];
}

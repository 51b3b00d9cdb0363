// Switches generated faults on in a reference server: one set of fastify hooks, registered by
// server.ts only when a generated fault is on. Each request of a faulted operation gets a state
// (RequestState) that the hooks and the shared hook points (reference/fault-hooks.ts) consult.
//   preHandler  what the client sent is rewritten (input-rewrite.ts); a snapshot of the store is taken
//               for create and delete faults; an update fault reads the record first or writes another
//   preHandler  the request state is put in the AsyncLocalStorage the route code reaches it through
//   onSend      the answer is changed (response and update faults, delete answers) and snapshots restored
//   onRequest / onResponse   with a snapshot fault on, one request at a time (serveOneAtATime)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyKindOf } from '../../body.ts';
import type { Ctx } from '../../context.ts';
import { requestFaults, type RequestFaults } from '../../fault-hooks.ts';
import { isPlainObject } from '../../input.ts';
import type { StoreSnapshot } from '../../store.ts';
import { carriesWrongCredential } from './credentials.ts';
import { generatedFault } from './derive.ts';
import { rewriteInput } from './input-rewrite.ts';
import { getField, mutateAt, setField, wrongType } from './json-path.ts';
import { otherRecord } from './records.ts';
import type { GeneratedFault } from './types.ts';
import { interfaceModel } from '../../../src/spec/interface-model.ts';
import { createRegistry, OPENAPI_ID, pointerSegment } from '../../../src/validation/ajv.ts';

/** Requests the faults send themselves (reading a record first, writing another) carry this header and are left alone. */
const INTERNAL = 'x-svc-generated-internal';

/** The form of a request of an operation with several (the same names as src/spec/request-inputs.ts gives them). */
function formOf(operationId: string, body: unknown, kind: string): string | undefined {
  const b = isPlainObject(body) ? body : {};
  switch (operationId) {
    case 'createPageElement': {
      if (kind === 'json') return 'json';
      if (kind === 'form') return 'external-video';
      if (!isPlainObject(body)) return undefined;
      const pe = isPlainObject(b.page_element) ? b.page_element : {};
      return pe.page_element_type === 'Photo' ? 'photo' : 'uploaded-video';
    }
    case 'createOrUpdateOfficial':
      return b.id !== undefined || (isPlainObject(b.official) && b.official.id !== undefined) ? 'update' : 'create';
    case 'createDivisionInstance': {
      const d = isPlainObject(b.division_instance) ? b.division_instance : b;
      return d.division_id !== undefined && d.existing_or_new !== 'new' ? 'existing' : 'new';
    }
    case 'updateTeam':
      return isPlainObject(b.team) ? 'wrapped' : 'bare';
    default:
      return '';
  }
}

class RequestState implements RequestFaults {
  readonly taken = new Map<string, unknown>();
  snapshot?: StoreSnapshot;
  before?: Record<string, unknown>;
  private readBody?: Record<string, unknown>;

  constructor(
    readonly ctx: Ctx,
    readonly request: FastifyRequest,
    readonly operationId: string,
    readonly faults: readonly GeneratedFault[],
  ) {}

  form(): string | undefined {
    return formOf(
      this.operationId,
      this.readBody ?? this.request.body,
      bodyKindOf(this.request.headers['content-type']),
    );
  }

  /** The faults of this operation that hold for the request's form (all, while the form is not known yet). */
  active(): GeneratedFault[] {
    const form = this.form();
    return this.faults.filter((f) => f.form === '' || form === undefined || f.form === form);
  }

  limit(name: string, bounds: { min?: number; max?: number }): { min?: number; max?: number } {
    const out = { ...bounds };
    for (const f of this.active()) {
      const a = f.action;
      if (a.kind !== 'limit' || (name !== a.field && !name.endsWith(`.${a.field}`))) continue;
      const step = a.mutation === 'over' ? 1 : -1;
      if (a.bound === 'max' && bounds.max === a.limit) out.max = a.limit + step;
      if (a.bound === 'min' && bounds.min === a.limit) out.min = a.limit - step;
    }
    return out;
  }

  accessIgnored(): boolean {
    return this.active().some((f) => f.action.kind === 'access');
  }

  filterApplies(param: string): boolean {
    return !this.active().some((f) => f.action.kind === 'filter' && f.action.param === param);
  }

  bodyRead(body: Record<string, unknown>): void {
    this.readBody = body;
    rewriteInput(this.ctx, this.active(), body, 'body', true, this);
  }
}

/** `METHOD /fastify/:url` of every operation of spec/openapi.yaml. */
function routeMap(): Map<string, string> {
  return new Map(
    interfaceModel().operations.map((o) => [`${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`, o.operationId]),
  );
}

export function registerGeneratedFaults(app: FastifyInstance, ctx: Ctx, ids: readonly string[]): void {
  const faults = ids.map((id) => {
    const f = generatedFault(id);
    if (!f)
      throw new Error(
        `Unknown generated fault ${id} (the generated catalogue is reference/faults/generated/derive.ts)`,
      );
    return f;
  });
  const routes = routeMap();
  const opOf = (request: FastifyRequest): string | undefined =>
    routes.get(`${request.method} ${request.routeOptions.url ?? ''}`);
  const states = new WeakMap<FastifyRequest, RequestState>();
  /** Answers of deleted records that GET still gives (delete-readable), by path. */
  const readable = new Map<string, string>();

  ctx.generated = {
    credentialAccepted: (request, mode) => {
      const op = opOf(request);
      return faults.some(
        (f) =>
          f.action.kind === 'credential' &&
          f.operationId === op &&
          carriesWrongCredential(f.action.mutation, request, mode),
      );
    },
  };

  // A create or delete-kept fault restores a snapshot of the whole store after its request; a
  // request served in between (the suite runs in parallel) would be undone with it, and a test that
  // has nothing to do with the fault would fail. Such a server serves one request at a time.
  if (faults.some((f) => f.action.kind === 'create' || (f.action.kind === 'delete' && f.action.mutation === 'kept')))
    serveOneAtATime(app);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers[INTERNAL] !== undefined) return;
    const path = request.url.split('?')[0]!;
    if (request.method === 'GET' && readable.has(path)) {
      return reply.code(200).type('application/json; charset=utf-8').send(readable.get(path));
    }
    const op = opOf(request);
    const own = faults.filter((f) => f.operationId === op);
    if (!op || own.length === 0) return;
    // An update fault acts on updates the interface allows: a body outside the request schema (an
    // unknown layout_type, a title too long) is left to the route to refuse, as it would be anyway.
    const valid = own.some((f) => f.action.kind === 'update') ? validRequestBody(op, request.body) : true;
    const state = new RequestState(ctx, request, op, valid ? own : own.filter((f) => f.action.kind !== 'update'));
    states.set(request, state);
    if (isPlainObject(request.query)) rewriteInput(ctx, state.active(), request.query, 'query', true, state);
    const kind = bodyKindOf(request.headers['content-type']);
    if ((kind === 'json' || kind === 'form') && isPlainObject(request.body))
      rewriteInput(ctx, state.active(), request.body, 'body', kind === 'form', state);
    await prepareRecords(app, ctx, state);
  });

  app.addHook('preHandler', (request, _reply, done) => {
    const state = states.get(request);
    if (!state) return done();
    requestFaults.run(state, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = states.get(request);
    if (!state || reply.statusCode !== 200) return payload;
    const active = state.active();
    if (
      state.snapshot &&
      active.some((f) => f.action.kind === 'create' || (f.action.kind === 'delete' && f.action.mutation === 'kept'))
    )
      ctx.store.restore(state.snapshot);
    if (typeof payload !== 'string') return payload;
    const changed = changeAnswer(ctx, state, active, payload);
    if (active.some((f) => f.action.kind === 'delete' && f.action.mutation === 'readable'))
      readable.set(request.url.split('?')[0]!, payload);
    return changed;
  });
}

/** Queues every request (but the faults' own) behind the one in flight: released when its answer is sent or the client gives up. */
function serveOneAtATime(app: FastifyInstance): void {
  let tail: Promise<void> = Promise.resolve();
  const releases = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request) => {
    if (request.headers[INTERNAL] !== undefined) return;
    const before = tail;
    let release!: () => void;
    tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    releases.set(request, release);
    await before;
  });
  const done = async (request: FastifyRequest): Promise<void> => {
    releases.get(request)?.();
    releases.delete(request);
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
}

let registry: ReturnType<typeof createRegistry> | undefined;
const requestValidators = new Map<string, ((body: unknown) => boolean) | null>();

/** Whether a JSON request body matches the request schema spec/openapi.yaml gives its operation (true when it gives none). */
function validRequestBody(operationId: string, body: unknown): boolean {
  if (!requestValidators.has(operationId)) {
    const op = interfaceModel().operation(operationId);
    const media = (op.operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
      ?.content?.['application/json'];
    registry ??= createRegistry({ checkSchemas: false });
    const pointer = `${OPENAPI_ID}#/paths/${pointerSegment(op.path)}/${op.method.toLowerCase()}/requestBody/content/${pointerSegment('application/json')}/schema`;
    const validate = media?.schema ? registry.getSchema(pointer) : undefined;
    requestValidators.set(operationId, validate ? (b: unknown) => validate(b) as boolean : null);
  }
  const validate = requestValidators.get(operationId);
  return validate ? validate(body) : true;
}

/** Reads the record before an update, writes the update to another record, snapshots the store: what the record faults need before the route runs. */
async function prepareRecords(app: FastifyInstance, ctx: Ctx, state: RequestState): Promise<void> {
  const { request } = state;
  const headers = { authorization: request.headers.authorization ?? '', [INTERNAL]: '1' };
  for (const f of state.active()) {
    const a = f.action;
    if (a.kind === 'create' || (a.kind === 'delete' && a.mutation === 'kept')) state.snapshot ??= ctx.store.snapshot();
    if (a.kind === 'update' && a.mutation === 'unchanged') {
      const shown = await app.inject({ method: 'GET', url: request.url.split('?')[0]!, headers });
      if (shown.statusCode === 200) state.before = JSON.parse(shown.body) as Record<string, unknown>;
    }
    if (a.kind === 'update' && a.mutation === 'other' && state.taken.has(a.field.join('.'))) {
      await updateAnother(app, ctx, state, a.field, state.taken.get(a.field.join('.')), headers);
    }
  }
}

const UPDATE_TABLES: Record<string, string> = {
  updateLayoutContainer: 'layoutContainers',
  updatePageElement: 'pageElements',
  updateNewsArticle: 'newsArticles',
  updateDivisionInstance: 'divisionInstances',
  updateTeam: 'teams',
  createOrUpdateOfficial: 'officials',
};

/** The same update, of this one field only, sent to another record of the table. */
async function updateAnother(
  app: FastifyInstance,
  ctx: Ctx,
  state: RequestState,
  field: readonly string[],
  value: unknown,
  headers: Record<string, string>,
): Promise<void> {
  const table = UPDATE_TABLES[state.operationId]!;
  const body = isPlainObject(state.request.body) ? state.request.body : {};
  const id =
    state.operationId === 'createOrUpdateOfficial'
      ? Number(body.id ?? (body.official as Record<string, unknown> | undefined)?.id)
      : Number((state.request.params as Record<string, string>).id);
  const other = otherRecord(ctx, table, id);
  if (!other) return;
  const sent: Record<string, unknown> = {};
  setField(sent, field, value, true);
  if (state.operationId === 'updateNewsArticle')
    setField(sent, ['news_article', 'page_node_ids'], other.page_node_ids, true);
  if (state.operationId === 'updatePageElement') {
    sent.page_element ??= {};
    sent.element ??= {};
  }
  if (state.operationId === 'createOrUpdateOfficial') sent.id = other.id;
  const url =
    state.operationId === 'createOrUpdateOfficial'
      ? state.request.url
      : state.request.url.split('?')[0]!.replace(/\/\d+$/, `/${other.id}`);
  await app.inject({
    method: state.request.method as 'PUT' | 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(sent),
  });
}

/** The answer as the faults of the request change it. */
function changeAnswer(ctx: Ctx, state: RequestState, active: readonly GeneratedFault[], payload: string): string {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return payload;
  }
  let touched = false;
  for (const f of active) {
    const a = f.action;
    if (a.kind === 'response') {
      touched =
        mutateAt(json, a.path, (parent, key) => {
          if (a.mutation === 'drop') delete parent[key];
          else if (a.mutation === 'null') parent[key] = null;
          else parent[key] = wrongType(parent[key], new Set(a.types ?? []), a.timestamp ?? false);
          return true;
        }) > 0 || touched;
    } else if (a.kind === 'update') {
      const current = getField(json, a.answerField);
      const wanted =
        a.mutation === 'unchanged' ? getField(state.before, a.answerField) : state.taken.get(a.field.join('.'));
      if (wanted === undefined && a.mutation !== 'unchanged') continue;
      const asText = (a.answerAsText || typeof current === 'string') && typeof wanted === 'number';
      touched = setField(json, a.answerField, asText ? String(wanted) : wanted) || touched;
    } else if (a.kind === 'delete' && a.mutation === 'empty') {
      return '{}';
    } else if (a.kind === 'delete' && a.mutation === 'other' && isPlainObject(json)) {
      const other = otherRecord(ctx, a.table, Number(json.id));
      if (other) {
        json.id = other.id;
        touched = true;
      }
    }
  }
  return touched ? JSON.stringify(json) : payload;
}

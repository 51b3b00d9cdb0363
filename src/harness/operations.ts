// What the suite knows of each operation, from spec/openapi.yaml: its route (with the
// SVC_ROUTE_* overrides of the assumed ones applied) and the schema of each documented response.
// Response validators are compiled lazily, once per worker process.
import type { OpenAPIV3_1 } from 'openapi-types';
import type { OperationInfo } from '../spec/catalogue.ts';
import { interfaceModel } from '../spec/interface-model.ts';
import type { SchemaFinding } from '../spec/schema-rules.ts';
import {
  OPENAPI_ID,
  createRegistry,
  describeErrors,
  pointerSegment,
  readOpenApi,
  type ErrorObject,
  type SchemaError,
  type ValidateFunction,
} from '../validation/ajv.ts';

export interface Route {
  operationId: string;
  method: string;
  path: string;
  /** the assumed route was replaced by this SVC_ROUTE_* variable */
  overriddenBy?: string;
}

type Registry = ReturnType<typeof createRegistry>;

export class OperationCatalogue {
  private readonly doc: OpenAPIV3_1.Document;
  private readonly byId: Map<string, OperationInfo>;
  private registry?: Registry;
  private readonly validators = new Map<string, ValidateFunction | null>();

  constructor(private readonly routeOverrides: Record<string, { method: string; path: string }> = {}) {
    this.doc = readOpenApi() as unknown as OpenAPIV3_1.Document;
    this.byId = new Map(interfaceModel().operations.map((o) => [o.operationId, o]));
  }

  operations(): OperationInfo[] {
    return [...this.byId.values()];
  }

  info(operationId: string): OperationInfo {
    const info = this.byId.get(operationId);
    if (!info) throw new Error(`unknown operationId ${operationId} (not in spec/openapi.yaml)`);
    return info;
  }

  route(operationId: string): Route {
    const info = this.info(operationId);
    const variable = info.assumed?.override;
    const override = variable ? this.routeOverrides[variable] : undefined;
    if (variable && override)
      return { operationId, method: override.method, path: override.path, overriddenBy: variable };
    return { operationId, method: info.method, path: info.path };
  }

  /** The routes in use for the assumed operations: the report says which were overridden. */
  assumedRoutes(): Route[] {
    return this.operations()
      .filter((o) => o.assumed)
      .map((o) => this.route(o.operationId));
  }

  /**
   * Validates a response body against what spec/openapi.yaml documents for the operation and
   * status: the exact status when documented, else the range (4XX) it falls in. Returns null when
   * nothing is documented for that status (for example a 5xx), which the caller reports.
   */
  validate(operationId: string, status: number, body: unknown): SchemaError[] | null {
    const key = `${operationId} ${status}`;
    if (!this.validators.has(key)) this.validators.set(key, this.compile(operationId, status));
    const validator = this.validators.get(key);
    if (!validator) return null;
    return validator(body) ? [] : describeErrors(validator.errors);
  }

  /**
   * The schema errors of an answer, each with the requirement it breaks (src/spec/schema-rules.ts):
   * [] when it matches, null when nothing is documented for that status.
   */
  findings(operationId: string, status: number, body: unknown): SchemaFinding[] | null {
    const errors = this.validateRaw(operationId, status, body);
    if (errors === null) return null;
    if (errors.length === 0) return [];
    return interfaceModel().rules.classify(errors, operationId, status, body);
  }

  /** As validate, with ajv's own error objects (keyword, params), for callers that classify errors. */
  validateRaw(operationId: string, status: number, body: unknown): ErrorObject[] | null {
    const key = `${operationId} ${status}`;
    if (!this.validators.has(key)) this.validators.set(key, this.compile(operationId, status));
    const validator = this.validators.get(key);
    if (!validator) return null;
    return validator(body) ? [] : [...(validator.errors ?? [])];
  }

  /** Errors of a JSON request body against the operation's request schema; null when it documents none. */
  validateRequest(operationId: string, body: unknown): ErrorObject[] | null {
    const key = `${operationId} request`;
    if (!this.validators.has(key)) this.validators.set(key, this.compileRequest(operationId));
    const validator = this.validators.get(key);
    if (!validator) return null;
    return validator(body) ? [] : [...(validator.errors ?? [])];
  }

  private compileRequest(operationId: string): ValidateFunction | null {
    const info = this.info(operationId);
    const body = info.operation.requestBody as OpenAPIV3_1.RequestBodyObject | OpenAPIV3_1.ReferenceObject | undefined;
    if (!body || '$ref' in body || !body.content?.['application/json']?.schema) return null;
    this.registry ??= createRegistry();
    const base = `${OPENAPI_ID}#/paths/${pointerSegment(info.path)}/${info.method.toLowerCase()}/requestBody`;
    return this.registry.getSchema(`${base}/content/${pointerSegment('application/json')}/schema`) ?? null;
  }

  private compile(operationId: string, status: number): ValidateFunction | null {
    const info = this.info(operationId);
    const responses = info.operation.responses ?? {};
    const statusKey = [String(status), `${String(status)[0]}XX`].find((k) => k in responses);
    if (!statusKey) return null;
    // the schemas are proven valid by the self-tests; each worker skips the meta-schema check
    this.registry ??= createRegistry({ checkSchemas: false });
    const response = responses[statusKey] as OpenAPIV3_1.ResponseObject | OpenAPIV3_1.ReferenceObject;
    // A response given as a $ref (components/responses/...) is addressed through its target,
    // because ajv cannot follow a JSON pointer through a $ref.
    const base =
      '$ref' in response
        ? `${OPENAPI_ID}${response.$ref}`
        : `${OPENAPI_ID}#/paths/${pointerSegment(info.path)}/${info.method.toLowerCase()}/responses/${pointerSegment(statusKey)}`;
    const target = ('$ref' in response ? this.resolveLocal(response.$ref) : response) as OpenAPIV3_1.ResponseObject;
    if (!target.content?.['application/json']?.schema) return null;
    return this.registry.getSchema(`${base}/content/${pointerSegment('application/json')}/schema`) ?? null;
  }

  private resolveLocal(ref: string): unknown {
    return ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, seg) =>
          (node as Record<string, unknown>)[decodeURIComponent(seg).replace(/~1/g, '/').replace(/~0/g, '~')],
        this.doc,
      );
  }
}

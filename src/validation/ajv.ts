// The one place where JSON Schema validation is set up: the resource schemas in schemas/,
// the OpenAPI description in spec/openapi.yaml, and the custom timestamp format they share.
// The suite, the reference server's tests and the self-tests all validate through here.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020Import, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { SCHEMA_BASE } from '../../spec/identifiers.ts';
import { OPENAPI_PATH, PROJECT_ROOT, SCHEMAS_DIR } from '../paths.ts';

// ajv and ajv-formats are CommonJS; under NodeNext their default exports arrive wrapped.
type Ajv2020Class = typeof Ajv2020Import.default;
const Ajv2020 = ((Ajv2020Import as unknown as { default?: Ajv2020Class }).default ?? Ajv2020Import) as Ajv2020Class;
export type Ajv = InstanceType<Ajv2020Class>;
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ?? addFormatsImport) as (
  ajv: Ajv,
) => Ajv;

export const OPENAPI_ID = `${SCHEMA_BASE}spec/openapi.yaml`;

/** Name of the custom format for the interface's timestamps. */
export const TIMESTAMP_FORMAT = 'date-time-numeric-offset';

// ISO 8601 date-time with a numeric UTC offset (+hh:mm / -hh:mm). `Z`, a space separator and
// offsets without a colon are refused: the interface says "numeric UTC offset".
const NUMERIC_OFFSET_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?([+-])(\d{2}):(\d{2})$/;

export function isTimestampWithNumericOffset(value: string): boolean {
  const m = NUMERIC_OFFSET_DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second, , , offH, offM] = m
    .slice(1)
    .map((p) => (p === undefined ? NaN : Number(p)));
  if ([year, month, day, hour, minute, second, offH, offM].some((n) => n === undefined || Number.isNaN(n)))
    return false;
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return (
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 60 &&
    offH! <= 23 &&
    offM! <= 59
  );
}

/** OpenAPI keywords that are not JSON Schema; declared so that ajv strict mode accepts the document. */
const OPENAPI_VOCABULARY = [
  'openapi',
  'info',
  'servers',
  'paths',
  'components',
  'security',
  'tags',
  'externalDocs',
  'webhooks',
  'jsonSchemaDialect',
  'discriminator',
  'xml',
  'example',
];

/**
 * Annotation keywords (no validation meaning) that our schemas may carry. `x-svc-requirements`
 * names the requirement ids (spec/requirements.yaml) a resource or nested object of a schema
 * stands for: the fault generator (reference/faults/generated/) names the nearest one enclosing a
 * field as the rule a fault on that field breaks.
 */
const SVC_ANNOTATION_KEYWORDS = ['x-svc-note', 'x-svc-source', 'x-svc-requirements'];

/**
 * The one ajv set-up: JSON Schema 2020-12, the standard formats, the timestamp format, OpenAPI's
 * `binary` (a file part: nothing to check in JSON), the OpenAPI vocabulary and our annotations.
 * The fuzzer asks for its own strictness (schema fragments, first error only); nothing else differs.
 */
export function createAjv(options: { validateSchema?: boolean; strict?: boolean; allErrors?: boolean } = {}): Ajv {
  const ajv = new Ajv2020({
    strict: options.strict ?? true,
    allErrors: options.allErrors ?? true,
    allowUnionTypes: true,
    validateSchema: options.validateSchema ?? true,
  });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addFormat(TIMESTAMP_FORMAT, { type: 'string', validate: isTimestampWithNumericOffset });
  ajv.addVocabulary(OPENAPI_VOCABULARY);
  // Our own annotations may appear in the OpenAPI document's schema objects.
  for (const keyword of SVC_ANNOTATION_KEYWORDS) ajv.addKeyword({ keyword });
  return ajv;
}

export interface SchemaFile {
  file: string;
  id: string;
  schema: Record<string, unknown>;
}

export function readResourceSchemas(dir = SCHEMAS_DIR): SchemaFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((file) => {
      const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      return { file, id: String(schema.$id ?? ''), schema };
    });
}

/** Where parsed YAML is kept as JSON, by the hash of the YAML text (a kill matrix starts a worker per fault, each reading the description). */
const YAML_CACHE_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'svc-conformance');
const yamlTexts = new Map<string, string>();

/**
 * A YAML file parsed, as a fresh object each call. Parsing spec/openapi.yaml takes about 0.2 s; its JSON
 * form parses in a few milliseconds: the JSON is kept in memory and on disk, keyed by the hash of the
 * YAML text, so a changed file is parsed again.
 */
export function readYamlFile(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  const key = `${path.replace(/^.*[\\/]/, '')}-${createHash('sha1').update(text).digest('hex')}`;
  let json = yamlTexts.get(key);
  if (json === undefined) {
    const file = join(YAML_CACHE_DIR, `${key}.json`);
    try {
      json = readFileSync(file, 'utf8');
    } catch {
      json = JSON.stringify(parseYaml(text));
      try {
        mkdirSync(YAML_CACHE_DIR, { recursive: true });
        writeFileSync(file, json);
      } catch {
        // a read-only checkout: parse each time
      }
    }
    yamlTexts.set(key, json);
  }
  return JSON.parse(json) as unknown;
}

export function readOpenApi(path = OPENAPI_PATH): Record<string, unknown> {
  return readYamlFile(path) as Record<string, unknown>;
}

/**
 * An ajv instance holding every resource schema and the OpenAPI document (under OPENAPI_ID).
 * `checkSchemas: false` skips checking each schema against the JSON Schema meta-schema when it is
 * added (about 0.15 s per process): the suite's workers do that, since tests/self/schemas.test.ts
 * and the OpenAPI checks prove the schemas valid once per change.
 */
export function createRegistry(options: { withOpenApi?: boolean; checkSchemas?: boolean } = {}): Ajv {
  const ajv = createAjv({ validateSchema: options.checkSchemas ?? true });
  for (const { schema } of readResourceSchemas()) ajv.addSchema(schema);
  if (options.withOpenApi ?? true) ajv.addSchema({ ...readOpenApi(), $id: OPENAPI_ID });
  return ajv;
}

export function schemaIdFor(file: string): string {
  return `${SCHEMA_BASE}schemas/${file}`;
}

/** JSON pointer escaping (RFC 6901) plus percent-encoding of the characters a URI fragment may not hold. */
export function pointerSegment(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
}

export function responseSchemaRef(
  path: string,
  method: string,
  status: string,
  mediaType = 'application/json',
): string {
  return `${OPENAPI_ID}#/paths/${pointerSegment(path)}/${method.toLowerCase()}/responses/${pointerSegment(status)}/content/${pointerSegment(mediaType)}/schema`;
}

export interface SchemaError {
  instancePath: string;
  message: string;
}

export function describeErrors(errors: ErrorObject[] | null | undefined): SchemaError[] {
  return (errors ?? []).map((e) => ({
    instancePath: e.instancePath || '/',
    message: `${e.message ?? 'invalid'}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
  }));
}

export type { ValidateFunction, ErrorObject };

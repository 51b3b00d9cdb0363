// schemas/: every schema compiles under ajv strict mode, and its committed examples validate the
// right way: each valid one passes, each invalid one fails at the place of the rule it breaks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createRegistry,
  describeErrors,
  isTimestampWithNumericOffset,
  readResourceSchemas,
  schemaIdFor,
  type ValidateFunction,
} from '../../src/validation/ajv.ts';
import { SCHEMAS_DIR } from '../../src/paths.ts';
import { applyPatch, type PatchOperation } from '../../src/validation/json-patch.ts';

interface ExampleSet {
  valid: Array<{ name: string; instance: unknown }>;
  invalid: Array<{ name: string; base?: number; patch: PatchOperation[]; errorAt: string }>;
}
/** Examples for the file's root schema, and per `$defs` entry (`defs`) for the definitions used on their own. */
type ExampleFile = ExampleSet & { defs?: Record<string, ExampleSet> };

function checkExamples(label: string, validate: ValidateFunction, examples: ExampleSet): void {
  for (const v of examples.valid) {
    const ok: boolean = validate(v.instance) === true;
    assert.ok(ok, `${label} valid example "${v.name}" fails: ${JSON.stringify(describeErrors(validate.errors))}`);
  }
  for (const inv of examples.invalid) {
    const base = examples.valid[inv.base ?? 0];
    assert.ok(base, `${label} invalid example "${inv.name}": no valid example ${inv.base}`);
    const instance = applyPatch(base.instance, inv.patch);
    assert.equal(validate(instance) === true, false, `${label} invalid example "${inv.name}" passes`);
    const paths: string[] = describeErrors(validate.errors).map((e) => (e.instancePath === '/' ? '' : e.instancePath));
    assert.ok(
      paths.includes(inv.errorAt),
      `${label} invalid example "${inv.name}": no error at "${inv.errorAt}" (errors at ${JSON.stringify(paths)})`,
    );
  }
}

const files = readResourceSchemas();
const ajv = createRegistry({ withOpenApi: false });

test('every schema file has the $id of its name, 2020-12, a title and a description', () => {
  assert.ok(files.length >= 20, `only ${files.length} schemas`);
  for (const { file, id, schema } of files) {
    assert.equal(id, schemaIdFor(file), `${file}: $id`);
    assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema', `${file}: $schema`);
    assert.equal(typeof schema.title, 'string', `${file}: title`);
    assert.equal(typeof schema.description, 'string', `${file}: description`);
  }
});

test('no schema forbids additional properties (deployments may add fields)', () => {
  for (const { file } of files) {
    const text = readFileSync(join(SCHEMAS_DIR, file), 'utf8');
    assert.doesNotMatch(text, /"(additionalProperties|unevaluatedProperties)"\s*:\s*false/, file);
  }
});

for (const { file } of files) {
  test(`${file} compiles in strict mode and its examples behave`, () => {
    const compiled: ValidateFunction | undefined = ajv.getSchema(schemaIdFor(file));
    if (!compiled) assert.fail(`${file} did not compile`);
    const validate: ValidateFunction = compiled;
    const examplesPath = join(SCHEMAS_DIR, 'examples', file.replace('.schema.json', '.examples.json'));
    if (file === 'common.schema.json') return; // only $defs; exercised through every other schema's examples
    assert.ok(existsSync(examplesPath), `${file}: no examples file`);
    const examples = JSON.parse(readFileSync(examplesPath, 'utf8')) as ExampleFile;
    assert.ok(examples.valid.length >= 1, `${file}: no valid example`);
    if (file !== 'unspecified.schema.json') assert.ok(examples.invalid.length >= 1, `${file}: no invalid example`);
    checkExamples(file, validate, examples);
    for (const [name, set] of Object.entries(examples.defs ?? {})) {
      const def: ValidateFunction | undefined = ajv.getSchema(`${schemaIdFor(file)}#/$defs/${name}`);
      if (!def) assert.fail(`${file}#/$defs/${name} did not compile`);
      checkExamples(`${file}#/$defs/${name}`, def, set);
    }
  });
}

test('the timestamp format requires a numeric UTC offset', () => {
  for (const ok of ['2026-11-21T10:15:00+00:00', '2026-11-21T10:15:00.123-05:00', '2024-02-29T23:59:59+14:00']) {
    assert.ok(isTimestampWithNumericOffset(ok), ok);
  }
  for (const bad of [
    '2026-11-21T10:15:00Z',
    '2026-11-21T10:15:00z',
    '2026-11-21 10:15:00+00:00',
    '2026-11-21T10:15:00+0000',
    '2026-11-21T10:15:00+02',
    '2026-11-21T10:15:00',
    '2026-02-30T10:15:00+00:00',
    '2026-11-21T24:15:00+00:00',
    '2026-11-21',
  ]) {
    assert.ok(!isTimestampWithNumericOffset(bad), bad);
  }
});

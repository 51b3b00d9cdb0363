// The model of the interface (src/spec/interface-model.ts) against the reference server's own reading
// of inputs (reference/input.ts and its routes, which do not read the model: an oracle that shared
// it would share its mistakes). For every input the model gives a rule, the reference is driven at
// the rule's edges, one input changed at a time from a request it accepts (fixtures/model-requests.ts):
//   maxLength L       L characters accepted, L + 1 refused
//   minimum, maximum  the bound accepted, one past it refused
//   enum              every listed value accepted, another value refused (a constant: another refused)
//   required          the request without it refused
// A test fails where the two disagree: a limit, a list of values or a required input changed on one
// side only.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inputKey } from '../../src/spec/request-inputs.ts';
import { interfaceModel, type RequestField } from '../../src/spec/interface-model.ts';
import { BASE_REQUESTS, send, type BaseRequest } from './fixtures/model-requests.ts';
import { useReference } from './fixtures/reference-session.ts';

useReference();

const model = interfaceModel();
const ABSENT = undefined;
/** Inputs that say which form a body is: a body without one is the other form, which the reference takes as that (the fault generator's FORM_MARKERS). */
const FORM_MARKERS = new Set([
  'createOrUpdateOfficial:update id',
  'createDivisionInstance:existing division_id',
  'updateTeam:wrapped team',
]);
const OUTSIDE = 'not-a-listed-value';
/**
 * Where the two disagree, known and explained (`operation[:form] name value`): the test then holds
 * the reference to the other answer, so that a change on either side brings the entry up again.
 */
const KNOWN_DISAGREEMENTS: Record<string, string> = {
  'createPageElement:json page_element.page_element_type "UploadedVideo"':
    "the model lists every element type for the JSON create (a reading, the fault generator's too); an uploaded video needs its file, which only the multipart form carries, so the reference refuses it in JSON",
};

interface Case {
  what: string;
  value: unknown;
  accepted: boolean;
}

/** The edges of an input's rules, as requests the reference must take or refuse. */
function casesOf(input: RequestField): Case[] {
  const out: Case[] = [];
  if (input.required && !FORM_MARKERS.has(inputKey(input)))
    out.push({ what: 'left out', value: ABSENT, accepted: false });
  if (input.maxLength !== undefined) {
    out.push({ what: `of ${input.maxLength} characters`, value: 'x'.repeat(input.maxLength), accepted: true });
    out.push({ what: `of ${input.maxLength + 1} characters`, value: 'x'.repeat(input.maxLength + 1), accepted: false });
  }
  if (input.maximum !== undefined)
    out.push(
      { what: `${input.maximum} (its maximum)`, value: input.maximum, accepted: true },
      { what: `${input.maximum + 1}`, value: input.maximum + 1, accepted: false },
    );
  if (input.minimum !== undefined)
    out.push(
      { what: `${input.minimum} (its minimum)`, value: input.minimum, accepted: true },
      { what: `${input.minimum - 1}`, value: input.minimum - 1, accepted: false },
    );
  for (const value of input.enum ?? []) out.push({ what: `${JSON.stringify(value)} (listed)`, value, accepted: true });
  if (input.enum !== undefined || input.constant !== undefined)
    out.push({ what: `${JSON.stringify(OUTSIDE)} (not listed)`, value: OUTSIDE, accepted: false });
  return out;
}

const formKey = (f: RequestField): string => (f.form ? `${f.operationId}:${f.form}` : f.operationId);
const judged = model.inputs.filter((f) => casesOf(f).length > 0);

test('every operation and form with an input the model gives a rule has a request the reference accepts', () => {
  assert.deepEqual(
    [...new Set(judged.map(formKey))].filter((key) => !BASE_REQUESTS[key]),
    [],
  );
});

test('every known disagreement is a case of the model', () => {
  const cases = new Set(judged.flatMap((f) => casesOf(f).map((c) => `${inputKey(f)} ${JSON.stringify(c.value)}`)));
  assert.deepEqual(
    Object.keys(KNOWN_DISAGREEMENTS).filter((key) => !cases.has(key)),
    [],
  );
});

const byForm = new Map<string, RequestField[]>();
for (const f of judged) byForm.set(formKey(f), [...(byForm.get(formKey(f)) ?? []), f]);

for (const [key, inputs] of byForm) {
  describe(key, () => {
    test('the request the cases start from is accepted', async () => {
      const r = await send(await BASE_REQUESTS[key]!(inputs[0]!, undefined));
      assert.ok(r.status >= 200 && r.status < 300, `${r.status} ${r.text.slice(0, 300)}`);
    });
    for (const input of inputs) {
      for (const c of casesOf(input)) {
        test(`${input.name} ${c.what} is ${c.accepted ? 'accepted' : 'refused'}`, async () => {
          const base = await BASE_REQUESTS[key]!(input, c.value);
          // the input set (or, left out, removed with whatever the base sends inside it)
          const place = Object.fromEntries(
            Object.entries(input.query ? base.query : base.fields).filter(
              ([name]) => !name.startsWith(`${input.name}.`),
            ),
          );
          const request: BaseRequest = {
            ...base,
            [input.query ? 'query' : 'fields']: { ...place, [input.name]: c.value },
          };
          const r = await send(request);
          const known = KNOWN_DISAGREEMENTS[`${inputKey(input)} ${JSON.stringify(c.value)}`];
          const accepted = known ? !c.accepted : c.accepted;
          const said = `the model says ${input.name} ${c.what} is ${c.accepted ? 'accepted' : 'refused'}${known ? ` (a known disagreement: ${known})` : ''}; the reference answered ${r.status} ${r.text.slice(0, 200)}`;
          if (accepted) assert.ok(r.status >= 200 && r.status < 300, said);
          else assert.ok(r.status >= 400 && r.status < 500, said);
        });
      }
    }
  });
}

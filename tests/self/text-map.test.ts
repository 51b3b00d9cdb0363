// Every sentence and table row of the interface text is accounted for in spec/text-map.yaml: mapped to
// the requirements that state it, to the silences that rest on it, or to "no rule" with the reason;
// the text has not changed under a mapping; every id named exists; every mapped requirement has a
// test; and every requirement of the catalogue rests on some unit of the text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { loadRequirements } from '../../src/spec/catalogue.ts';
import { hashOfText, loadInterfaceText, sentencesOf, textUnitsOf } from '../../src/spec/interface-text.ts';
import { loadTextMap, type TextMapEntry } from '../../src/spec/text-map.ts';
import { readYamlFile } from '../../src/validation/ajv.ts';
import { SILENCES_PATH } from '../../src/paths.ts';
import { CONFORMANCE_INDEX_PATH } from '../../src/paths.ts';

const units = loadInterfaceText();
const map = loadTextMap();
const byAnchor = new Map(map.map((e) => [e.anchor, e]));
const requirements = loadRequirements();
const requirementIds = new Set(requirements.map((r) => r.id));
const silences = (
  parse(readFileSync(SILENCES_PATH, 'utf8'), { maxAliasCount: -1 }) as {
    silences: { id: string; text: string | string[] }[];
  }
).silences;
const silenceIds = new Set(silences.map((s) => s.id));
const index = readYamlFile(CONFORMANCE_INDEX_PATH) as { requirements: { id: string; tests: unknown[] }[] };
const tested = new Set(index.requirements.filter((r) => r.tests.length > 0).map((r) => r.id));
const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

test('the text is cut into units: sentences, list sentences and table rows, each with a unique anchor', () => {
  assert.ok(units.length > 250, `only ${units.length} units`);
  assert.equal(new Set(units.map((u) => u.anchor)).size, units.length, 'anchors are unique');
  assert.deepEqual(sentencesOf('Responses are JSON. Send `Accept: application/json`. See e.g. the list (a) here.'), [
    'Responses are JSON.',
    'Send `Accept: application/json`.',
    'See e.g. the list (a) here.',
  ]);
  const cut = textUnitsOf('# T\n\n## S\n\nOne. Two.\n\n| a | b |\n|---|---|\n| x | y |\n\n- Item.\n');
  assert.deepEqual(
    cut.map((u) => `${u.anchor} ${u.text}`),
    ['s#para-1.1 One.', 's#para-1.2 Two.', 's#row-1.1 x | y', 's#item-1.1 Item.'],
  );
});

test('every unit of the text has exactly one entry in spec/text-map.yaml, in text order (npm run text-map adds new ones)', () => {
  const missing = units.filter((u) => !byAnchor.has(u.anchor)).map((u) => u.anchor);
  const unknown = map.filter((e) => !units.some((u) => u.anchor === e.anchor)).map((e) => e.anchor);
  assert.deepEqual({ missing, unknown }, { missing: [], unknown: [] });
  assert.deepEqual(
    map.map((e) => e.anchor),
    units.map((u) => u.anchor),
    'entries follow the text order without duplicates',
  );
});

test('no text changed under its mapping (read the mapping against the new text, then npm run text-map -- --accept-changed)', () => {
  const changed = units.flatMap((u) => {
    const entry = byAnchor.get(u.anchor);
    return entry && (entry.hash !== u.hash || normalise(entry.text) !== normalise(u.text))
      ? [`${u.anchor}: now "${u.text}"`]
      : [];
  });
  assert.deepEqual(changed, []);
});

test('a changed text is noticed: the hash follows the text', () => {
  assert.notEqual(hashOfText('Identifiers are integers.'), hashOfText('Identifiers are strings.'));
  assert.equal(hashOfText('Identifiers  are\nintegers.'), hashOfText('Identifiers are integers.'));
});

test('every entry maps to requirements or silences, or says why the unit holds no rule', () => {
  const bad = map.flatMap((e: TextMapEntry) => {
    const mapped = e.requirements.length + e.silences.length > 0;
    const reason = typeof e.no_rule === 'string' && e.no_rule.trim().length > 0;
    if (!Array.isArray(e.requirements) || !Array.isArray(e.silences))
      return [`${e.anchor}: requirements and silences must be lists`];
    if (mapped && e.no_rule !== undefined) return [`${e.anchor}: maps to ids and also says no_rule`];
    return mapped || reason ? [] : [`${e.anchor}: unmapped`];
  });
  assert.deepEqual(bad, []);
});

test('every id the map names exists, and every requirement it names has a test', () => {
  const unknownRequirements = map.flatMap((e) =>
    e.requirements.filter((id) => !requirementIds.has(id)).map((id) => `${e.anchor}: ${id}`),
  );
  const unknownSilences = map.flatMap((e) =>
    e.silences.filter((id) => !silenceIds.has(id)).map((id) => `${e.anchor}: ${id}`),
  );
  const untested = [...new Set(map.flatMap((e) => e.requirements))].filter(
    (id) => requirementIds.has(id) && !tested.has(id),
  );
  assert.deepEqual(
    { unknownRequirements, unknownSilences, untested },
    { unknownRequirements: [], unknownSilences: [], untested: [] },
  );
});

test('every requirement of the catalogue rests on a unit of the text', () => {
  const mapped = new Set(map.flatMap((e) => e.requirements));
  assert.deepEqual(
    requirements.filter((r) => !mapped.has(r.id)).map((r) => r.id),
    [],
  );
});

test('a unit that a silence quotes names that silence', () => {
  const missing = silences.flatMap((s) =>
    (Array.isArray(s.text) ? s.text : []).flatMap((quote) =>
      units
        .filter((u) => normalise(u.text).includes(normalise(quote)))
        .filter((u) => !byAnchor.get(u.anchor)?.silences.includes(s.id))
        .map((u) => `${u.anchor}: ${s.id}`),
    ),
  );
  assert.deepEqual(missing, []);
});

test('the map accounts for the text (counts, for the record)', (t) => {
  const toRequirements = map.filter((e) => e.requirements.length > 0).length;
  const toSilencesOnly = map.filter((e) => e.requirements.length === 0 && e.silences.length > 0).length;
  const noRule = map.filter((e) => e.requirements.length + e.silences.length === 0).length;
  t.diagnostic(
    `${map.length} units: ${toRequirements} to requirements, ${toSilencesOnly} to silences only, ${noRule} no rule`,
  );
  assert.equal(toRequirements + toSilencesOnly + noRule, units.length);
});

// The generated fault catalogue (reference/faults/generated/): derived the same way every time, each
// fault names real requirements that can fail, every family has faults, ids fit SVC_FAULTS, and the
// kill matrix's sample of it is stratified and stable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generatedFaults } from '../../reference/faults/generated/derive.ts';
import { deriveOperationFaults } from '../../reference/faults/generated/derive-ops.ts';
import { deriveRequestFaults } from '../../reference/faults/generated/derive-request.ts';
import { deriveResponseFaults } from '../../reference/faults/generated/derive-response.ts';
import { FAMILIES } from '../../reference/faults/generated/types.ts';
import { FAULTS } from '../../reference/faults.ts';
import {
  generatedMatrixFaults,
  REPLACED_HAND_WRITTEN,
  SAMPLE_TARGET,
  selectFaults,
  stratifiedSample,
} from '../kit/fault-selection.ts';
import { loadRequirements } from '../../src/spec/catalogue.ts';
import { InterfaceModel } from '../../src/spec/interface-model.ts';

const all = generatedFaults();
const requirements = new Map(loadRequirements().map((r) => [r.id, r]));

test('the generator is deterministic: a fresh derivation gives the same faults in the same order', () => {
  const model = new InterfaceModel();
  const again = [...deriveResponseFaults(model), ...deriveRequestFaults(model), ...deriveOperationFaults(model)];
  assert.deepEqual(
    again.map((f) => f.id),
    all.map((f) => f.id),
  );
  assert.deepEqual(JSON.parse(JSON.stringify(again)), JSON.parse(JSON.stringify(all)));
});

test('ids are unique, readable, usable in SVC_FAULTS and distinct from the hand-written ones', () => {
  const seen = new Set<string>();
  const hand = new Set<string>(FAULTS.map((f) => f.id));
  for (const f of all) {
    assert.match(f.id, /^gen\.[a-z-]+\.[A-Za-z]+(:[a-z-]+)?(\.|$)/, f.id);
    assert.ok(
      !f.id.includes(',') && f.id.trim() === f.id,
      `${f.id}: no comma (SVC_FAULTS is a comma list), no blank at either end`,
    );
    assert.ok(!seen.has(f.id) && !hand.has(f.id), `duplicate ${f.id}`);
    seen.add(f.id);
    assert.ok(f.description.length > 20, `${f.id}: description`);
  }
});

test('every generated fault names existing requirements that can fail (not observed ones), and a level', () => {
  for (const f of all) {
    assert.ok(f.requirements.length > 0, `${f.id} names no requirement`);
    for (const id of f.requirements) {
      assert.ok(requirements.has(id), `${f.id} names unknown requirement ${id}`);
      assert.notEqual(requirements.get(id)!.level, 'observed', `${f.id} names observed requirement ${id}`);
    }
    assert.ok(f.level === 'stated' || f.level === 'implied', f.id);
    if (f.level === 'implied' && !f.requirements.some((r) => requirements.get(r)!.level === 'assumed')) {
      assert.match(f.description, /Implied: .{20,}/, `${f.id}: an implied fault says what reading it rests on`);
    }
    if (f.equivalent !== undefined)
      assert.ok(f.equivalent.length > 20, `${f.id}: an equivalent mutant says why nothing can observe it`);
  }
});

test('every family has faults, and every family but one has faults that can be observed', () => {
  for (const family of FAMILIES) {
    const of = all.filter((f) => f.family === family);
    assert.ok(of.length > 0, `family ${family} is empty`);
    assert.ok(
      of.some((f) => !f.equivalent),
      `family ${family} has only equivalent mutants`,
    );
  }
});

test('the generator covers what the independent campaign found missing', () => {
  const ids = new Set(all.map((f) => f.id));
  for (const id of [
    'gen.access.listLeagueInstances',
    'gen.access.updateTeam',
    'gen.access.getNewsArticle',
    'gen.update-unstored.updateDivisionInstance.non_standing',
    'gen.limit-over.updateNewsArticle.news_article.teaser',
    'gen.drop.getPageElement.<element_type=Photo>.element.thumbnails.medium',
    'gen.drop.listNewsArticles.[].thumbnails',
    'gen.filter.listDivisionInstances.subseason_id',
    'gen.delete-kept.deleteDivisionInstance',
    'gen.create-unstored.createDivisionInstance:new',
    'gen.create-unstored.createPageElement:uploaded-video',
    'gen.cred-basic-without-token.uploadGalleryPhoto',
    'gen.enum-listed.listTags.scope=has_events',
  ])
    assert.ok(ids.has(id), `${id} is generated`);
});

test('the sample is stratified: every family x area of the observable faults has a fault in it', () => {
  const sample = stratifiedSample();
  const generated = generatedMatrixFaults().filter((f) => !f.equivalent);
  const strata = (fs: typeof generated) => new Set(fs.map((f) => `${f.family}|${f.area}`));
  assert.deepEqual([...strata(sample)].sort(), [...strata(generated)].sort());
  assert.ok(
    sample.length >= SAMPLE_TARGET * 0.85 && sample.length <= SAMPLE_TARGET * 1.1,
    `${sample.length} faults in the sample (target ${SAMPLE_TARGET})`,
  );
  assert.ok(
    sample.every((f) => !f.equivalent),
    'no equivalent mutant is run',
  );
  for (const op of ['access', 'credential']) {
    const areas = new Set(generated.filter((f) => f.family === op).map((f) => f.operationArea));
    assert.deepEqual(
      new Set(sample.filter((f) => f.family === op).map((f) => f.operationArea)),
      areas,
      `${op}: every area of an operation`,
    );
  }
});

test('the sample is stable: the same ids, whatever the order of the catalogue', () => {
  const generated = generatedMatrixFaults();
  const one = stratifiedSample(generated)
    .map((f) => f.id)
    .sort();
  const two = stratifiedSample([...generated].reverse())
    .map((f) => f.id)
    .sort();
  assert.deepEqual(one, two);
  assert.deepEqual(
    selectFaults({ mode: 'sample' })
      .filter((f) => f.source === 'generated')
      .map((f) => f.id)
      .sort(),
    one,
  );
});

test('the generated faults that replaced hand-written ones are in the sample, of a stated rule, and the hand-written ones are gone', () => {
  const sample = new Set(stratifiedSample().map((f) => f.id));
  const generated = new Map(generatedMatrixFaults().map((f) => [f.id, f]));
  for (const [handWritten, replacement] of Object.entries(REPLACED_HAND_WRITTEN)) {
    assert.ok(!FAULTS.some((f) => f.id === handWritten), `${handWritten} is no longer a hand-written fault`);
    const fault = generated.get(replacement);
    assert.ok(fault && !fault.equivalent && fault.level === 'stated', `${replacement} is a stated, observable fault`);
    assert.ok(sample.has(replacement), `${replacement} is in npm test's sample`);
  }
});

test('npm run faults:all runs every fault that can be observed, hand-written and generated', () => {
  const everything = selectFaults({ mode: 'all' });
  assert.equal(everything.filter((f) => f.source === 'hand-written').length, FAULTS.length);
  assert.equal(everything.filter((f) => f.source === 'generated').length, all.filter((f) => !f.equivalent).length);
});

// The SVG badge beside conformance.json, checked on reports built by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BADGE_COLOURS, renderBadge } from '../../src/reporter/formats/badge.ts';
import { HAND_TARGET, makeReport, WAIVER } from './report-by-hand.ts';
import { checkXml } from './report-format-checkers.ts';

test('badge: valid SVG, green with the pass count when nothing fails', () => {
  const report = makeReport([
    { id: 'B-ONE', verdict: 'pass' },
    { id: 'B-TWO', verdict: 'pass' },
    { id: 'B-THREE', verdict: 'skipped' },
    { id: 'B-OBS', verdict: 'observed' },
  ]);
  const svg = renderBadge(report);
  assert.deepEqual(checkXml(svg), []);
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="20"/);
  assert.ok(svg.includes(`fill="${BADGE_COLOURS.conforms}"`));
  assert.ok(!svg.includes(BADGE_COLOURS.fails));
  assert.match(svg, />conformance<\/text>/);
  assert.match(svg, />2\/3 pass<\/text>/, 'pass count over the stated and assumed requirements');
  assert.doesNotMatch(svg, /<script|href=/, 'self-contained, nothing external');
  // the checker itself catches what is not well-formed
  for (const bad of [
    '<svg><text>a & b</text></svg>',
    '<svg><g></svg>',
    '<svg a="1" a="2"/>',
    '<svg/><svg/>',
    '<svg x=1/>',
  ])
    assert.notDeepEqual(checkXml(bad), [], bad);
});

test('badge: red with the number of failures when a stated or assumed requirement fails, or a waiver expired', () => {
  const failing = renderBadge(
    makeReport([
      { id: 'B-ONE', verdict: 'pass' },
      { id: 'B-TWO', verdict: 'fail' },
      { id: 'B-THREE', verdict: 'fail' },
      { id: 'B-WAIVED', verdict: 'waived', waiver: WAIVER },
    ]),
  );
  assert.deepEqual(checkXml(failing), []);
  assert.ok(failing.includes(`fill="${BADGE_COLOURS.fails}"`));
  assert.match(failing, />2 fail, 1\/4 pass<\/text>/);
  const expired = renderBadge(
    makeReport([{ id: 'B-ONE', verdict: 'pass' }], {
      exitCode: 1,
      waivers: { applied: [], expired: [{ ...WAIVER, id: 'B-ONE', expires: '2020-01-01' }], unused: [], unknown: [] },
    }),
  );
  assert.ok(expired.includes(`fill="${BADGE_COLOURS.fails}"`));
  assert.match(expired, />1\/1 pass, 1 expired waiver<\/text>/);
  const interrupted = renderBadge(makeReport([{ id: 'B-ONE', verdict: 'pass' }], { exitCode: 130 }));
  assert.ok(interrupted.includes(`fill="${BADGE_COLOURS.interrupted}"`));
});

test('badge: text is escaped', () => {
  const report = makeReport([{ id: 'B-ONE', verdict: 'fail' }], {
    suite: { name: 'svc <"conformance"> & co', version: "1.0.0-'rc'" },
    target: { ...HAND_TARGET, baseUrl: 'https://x.example/?a=1&b=<2>' },
  });
  const svg = renderBadge(report, 'conformance <&>');
  assert.deepEqual(checkXml(svg), []);
  assert.ok(svg.includes('svc &lt;&quot;conformance&quot;&gt; &amp; co'));
  assert.ok(svg.includes('a=1&amp;b=&lt;2&gt;'));
  assert.ok(svg.includes('>conformance &lt;&amp;&gt;</text>'));
  assert.ok(svg.includes('aria-label="conformance &lt;&amp;&gt;: 1 fail, 0/1 pass"'));
});

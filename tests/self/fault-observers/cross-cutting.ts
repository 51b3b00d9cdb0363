// What to observe for each fault of reference/faults/cross-cutting.ts (conventions, authentication,
// access control, errors, versioning, sites, tags), spread into OBSERVE of
// tests/self/reference-faults-variations.test.ts: the value must differ between the faultless server and
// the server with that one fault. The `assert`s inside hold on both: they pin that the fault changes its
// one rule and leaves the neighbouring ones. The faults that existed before these observers
// (tags-failure-200, auth-missing-bearer-accepted, forbidden-site-visible, timestamps-in-z) are observed
// in the test file itself.
import assert from 'node:assert/strict';
import type { CROSS_CUTTING_FAULTS } from '../../../reference/faults/cross-cutting.ts';
import { isErrorBody } from '../../../reference/testing.ts';
import { create, created, galleries, type Observer, show, tagOf, update, uploadPhoto, x } from './news-media-kit.ts';

export const CROSS_CUTTING_OBSERVE = {
  // ------------------------------------------------------------ conventions
  'sites-content-type-text-plain': async (r) => {
    assert.equal(
      (await r.get('/sports')).headers.get('content-type')?.startsWith('application/json'),
      true,
      'other answers stay JSON',
    );
    const res = await r.get('/sites');
    assert.ok(Array.isArray(JSON.parse(res.text)), 'the text is still the JSON array');
    return res.headers.get('content-type');
  },
  'site-update-applied': async (r) => {
    const id = r.fixtures.siteId;
    await r.put(`/sites/${id}`, { site: { name: 'Changed by fault' } });
    return (await r.get(`/sites/${id}`)).body.name;
  },
  'error-content-type-html': async (r) => {
    const res = await r.get('/sites/999999');
    assert.ok(isErrorBody(JSON.parse(res.text)), 'the text is still the error body');
    return res.headers.get('content-type');
  },
  'timestamps-without-offset': async (r) => (await r.get('/sports/1')).body.created_on,
  'news-date-in-z': async (r) => {
    const a = (await show(r, r.fixtures.newsArticleId)).body;
    assert.match(a.created_on, /[+-]\d\d:\d\d$/, 'other timestamps keep the offset');
    return a.news_date;
  },
  'site-ids-as-strings': async (r) => {
    const site = (await r.get(`/sites/${r.fixtures.siteId}`)).body;
    assert.equal(typeof site.id, 'number');
    return typeof site.domain_id;
  },
  'gallery-object-ids-as-strings': async (r) => {
    const [g] = (await galleries(r, 'photo')).body;
    assert.equal(typeof g.id, 'number');
    return typeof g.object_id;
  },
  'site-null-fields-omitted': async (r) => Object.keys((await r.get(`/sites/${r.fixtures.siteId}`)).body).sort(),
  'news-null-fields-omitted': async (r) => Object.keys((await show(r, r.fixtures.newsArticleId)).body).sort(),
  // ------------------------------------------------------------ authentication
  'bearer-refused-on-galleries': async (r) => {
    assert.equal((await galleries(r, 'photo', { auth: 'basic' })).status, 200, 'basic credentials still work');
    assert.equal((await r.get('/sports')).status, 200, 'bearer still works elsewhere');
    return (await galleries(r, 'photo')).status;
  },
  'galleries-served-without-credentials': async (r) => {
    assert.equal((await r.get('/sports', { auth: 'none' })).status, 401, 'bearer-only endpoints still refuse');
    return (await galleries(r, 'video', { auth: 'none' })).status;
  },
  'writes-served-without-credentials': async (r) => {
    assert.equal((await r.get('/news_articles', { auth: 'none' })).status, 401, 'reads still refuse');
    return (
      await r.post(
        '/news_articles',
        { news_article: { title: 'Anonymous', page_node_ids: tagOf(r) } },
        { auth: 'none' },
      )
    ).status;
  },
  'missing-credential-refusal-empty-body': async (r) => {
    const res = await r.get('/sports', { auth: 'none' });
    assert.equal(res.status, 401);
    assert.ok(
      isErrorBody((await r.get('/sports', { auth: { bearer: 'wrong' } })).body),
      'a wrong credential keeps the error body',
    );
    return res.body;
  },
  'auth-wrong-bearer-accepted': async (r) => {
    assert.equal((await r.get('/sports', { auth: 'none' })).status, 401, 'no credential is still refused');
    return (await r.get('/sports', { auth: { bearer: 'wrong' } })).status;
  },
  'wrong-bearer-refusal-empty-body': async (r) => {
    const res = await r.get('/sports', { auth: { bearer: 'wrong' } });
    assert.equal(res.status, 401);
    assert.ok(
      isErrorBody((await r.get('/sports', { auth: 'none' })).body),
      'a missing credential keeps the error body',
    );
    return res.body;
  },
  'basic-refused': async (r) => {
    assert.equal((await galleries(r, 'photo')).status, 200, 'bearer still works');
    return (await galleries(r, 'photo', { auth: 'basic' })).status;
  },
  'basic-refused-on-uploads': async (r) => {
    assert.equal(
      (await galleries(r, 'photo', { auth: 'basic' })).status,
      200,
      'the gallery reads still take basic credentials',
    );
    return (await uploadPhoto(r)).status;
  },
  'basic-password-not-checked': async (r) => {
    assert.equal(
      (
        await galleries(r, 'photo', {
          auth: { basic: ['someone-else', 'x'], apiToken: 'svc-ref-apitoken-2e9f74c0d1b6' },
        })
      ).status,
      401,
      'the user name is still checked',
    );
    return (
      await galleries(r, 'photo', {
        auth: { basic: ['svc-ref-user', 'wrong'], apiToken: 'svc-ref-apitoken-2e9f74c0d1b6' },
      })
    ).status;
  },
  'basic-username-not-checked': async (r) => {
    assert.equal(
      (
        await galleries(r, 'photo', {
          auth: { basic: ['svc-ref-user', 'wrong'], apiToken: 'svc-ref-apitoken-2e9f74c0d1b6' },
        })
      ).status,
      401,
      'the password is still checked',
    );
    return (
      await galleries(r, 'photo', {
        auth: { basic: ['someone-else', 'svc-ref-password-b83d0f61e4a2'], apiToken: 'svc-ref-apitoken-2e9f74c0d1b6' },
      })
    ).status;
  },
  'basic-without-api-token-accepted': async (r) => {
    assert.equal(
      (
        await galleries(r, 'photo', {
          auth: { basic: ['svc-ref-user', 'svc-ref-password-b83d0f61e4a2'], apiToken: 'wrong' },
        })
      ).status,
      401,
      'a wrong token is still refused',
    );
    return (
      await galleries(r, 'photo', {
        auth: { basic: ['svc-ref-user', 'svc-ref-password-b83d0f61e4a2'], apiToken: null },
      })
    ).status;
  },
  'api-token-alone-accepted': async (r) => {
    assert.equal((await galleries(r, 'photo', { auth: 'none' })).status, 401, 'no credential at all is still refused');
    return (
      await galleries(r, 'photo', { auth: 'none', headers: { 'SVC-API-TOKEN': 'svc-ref-apitoken-2e9f74c0d1b6' } })
    ).status;
  },
  'api-token-not-checked': async (r) => {
    assert.equal(
      (await galleries(r, 'photo', { auth: { basic: ['svc-ref-user', 'svc-ref-password-b83d0f61e4a2'] } })).status,
      401,
      'a missing token is still refused',
    );
    return (
      await galleries(r, 'photo', {
        auth: { basic: ['svc-ref-user', 'svc-ref-password-b83d0f61e4a2'], apiToken: 'wrong' },
      })
    ).status;
  },
  // ------------------------------------------------------------ access control
  'sites-index-lists-all-sites': async (r) => {
    assert.equal((await r.get(`/sites/${r.fixtures.forbiddenSiteId}`)).status, 403, 'showing it is still refused');
    return (await r.get('/sites')).body.map((s: { id: number }) => s.id);
  },
  'forbidden-site-error-carries-site': async (r) => {
    const res = await r.get(`/sites/${r.fixtures.forbiddenSiteId}`);
    assert.equal(res.status, 403);
    assert.ok(isErrorBody(res.body));
    return Object.keys(res.body).sort();
  },
  'forbidden-site-tags-listed': async (r) =>
    (await r.get(`/tags?site_id=${r.fixtures.forbiddenSiteId}&scope=has_news`)).status,
  'forbidden-site-leagues-listed': async (r) => {
    assert.equal(
      (await r.get(`/tags?site_id=${r.fixtures.forbiddenSiteId}&scope=has_news`)).status,
      403,
      'tags stay closed',
    );
    return (await r.get(`/leagues?site_id=${r.fixtures.forbiddenSiteId}`)).status;
  },
  // ------------------------------------------------------------ errors
  'validation-errors-as-array': async (r) => {
    assert.ok(isErrorBody((await r.get('/sites/999999')).body), 'a 404 keeps the error body');
    return (await create(r, { title: 5 })).body;
  },
  'forbidden-error-message-key': async (r) => {
    assert.ok(isErrorBody((await r.get('/sites/999999')).body), 'a 404 keeps the error body');
    return (await r.get(`/sites/${r.fixtures.forbiddenSiteId}`)).body;
  },
  'news-update-validation-500': async (r) => {
    const id = await created(r);
    const res = await update(r, id, { title: x(301) });
    assert.ok(isErrorBody(res.body));
    assert.equal((await show(r, id)).body.title, 'Observed', 'nothing changed');
    return res.status;
  },
  'news-rejected-update-touches-record': async (r) => {
    const id = await created(r);
    const before = (await show(r, id)).body.updated_on;
    assert.equal((await update(r, id, { title: x(301) })).status, 400);
    return (await show(r, id)).body.updated_on === before;
  },
  'tags-unknown-scope-accepted': async (r) => {
    assert.equal((await r.get(`/tags?site_id=${r.fixtures.siteId}`)).status, 400, 'a missing scope still fails');
    return (await r.get(`/tags?site_id=${r.fixtures.siteId}&scope=has_photos`)).status;
  },
  'unknown-site-show-500': async (r) => {
    const res = await r.get('/sites/999999');
    assert.ok(isErrorBody(res.body));
    return res.status;
  },
  // ------------------------------------------------------------ versioning
  'version-0-1-refused': async (r) => {
    assert.equal((await r.get('/sports', { headers: { 'svc-api-version': '' } })).status, 200, 'no header is served');
    return (await r.get('/sports')).status;
  },
  'tags-path-versioned': async (r) => [
    (await r.get(`/tags?site_id=${r.fixtures.siteId}&scope=has_news`)).status,
    (await r.get('/sports')).status,
  ],
  // ------------------------------------------------------------ sites
  'sites-index-enveloped': async (r) => Array.isArray((await r.get('/sites')).body),
  'site-show-returns-default-site': async (r) => (await r.get(`/sites/${r.fixtures.secondSiteId}`)).body.id,
  'site-grace-period-as-string': async (r) =>
    typeof (await r.get(`/sites/${r.fixtures.siteId}`)).body.membership_grace_period,
  'site-short-name-missing': async (r) => 'short_name' in (await r.get(`/sites/${r.fixtures.siteId}`)).body,
  'site-timezone-offset': async (r) => (await r.get(`/sites/${r.fixtures.siteId}`)).body.timezone,
  'sites-membership-filter-leaks': async (r) => {
    assert.deepEqual(
      (await r.get(`/sites?membership=${r.fixtures.membershipId}`)).body.map((s: { id: number }) => s.id),
      [r.fixtures.siteId],
      "the user's membership still filters",
    );
    return (await r.get('/sites?membership=999999')).body.map((s: { id: number }) => s.id);
  },
  // ------------------------------------------------------------ tags
  'tags-bare-array': async (r) =>
    Array.isArray((await r.get(`/tags?site_id=${r.fixtures.siteId}&scope=has_news`)).body),
  'tags-has-events-refused': async (r) => {
    assert.equal((await r.get(`/tags?site_id=${r.fixtures.siteId}&scope=has_news`)).status, 200);
    return (await r.get(`/tags?site_id=${r.fixtures.siteId}&scope=has_events`)).status;
  },
  'tags-unknown-scope-422': async (r) => {
    assert.equal((await r.get(`/tags?site_id=${r.fixtures.siteId}`)).status, 400, 'a missing scope still gets 400');
    return (await r.get(`/tags?site_id=${r.fixtures.siteId}&scope=has_photos`)).status;
  },
  'tags-failure-404': async (r) => {
    const res = await r.get(`/tags?site_id=${r.fixtures.siteId}`);
    assert.deepEqual(res.body, {});
    return res.status;
  },
  'tags-failure-array-body': async (r) => {
    const res = await r.get(`/tags?site_id=${r.fixtures.siteId}`);
    assert.equal(res.status, 400);
    return res.body;
  },
  'tag-ids-are-page-ids': async (r) =>
    (await r.get(`/tags?site_id=${r.fixtures.siteId}&scope=has_news`)).body.tags.map((t: { id: number }) => t.id),
} satisfies Partial<Record<(typeof CROSS_CUTTING_FAULTS)[number]['id'], Observer>>;

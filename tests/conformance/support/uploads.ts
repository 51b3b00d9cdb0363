// "The uploaded-video setting must be enabled for the site to use upload functionality"
// (Endpoints > Videos and video galleries). The interface cannot show that setting, so the user
// says it (SVC_UPLOADED_VIDEOS, for the fixture site):
//   enabled   an upload must be served: a refusal fails the test
//   disabled  the upload tests are skipped, and an upload must be refused (VIDEO-UPLOAD-SETTING-OFF-REFUSED)
// and names a site where it is off (SVC_UPLOADS_OFF_SITE_ID): there an upload must be refused.
//   unset     a refusal is recorded (VIDEO-UPLOAD-SETTING-OBSERVED) and skips the test with it
import type { TestInfo } from '@playwright/test';
import { test, expect, observe, need } from '../harness.ts';
import { readBack, precondition } from '../assertions.ts';
import type { ApiClient, ApiResult } from '../../../src/harness/client.ts';
import type { Discovery } from '../../../src/harness/discovery.ts';
import type { RunTarget } from '../../../src/harness/run-target.ts';

/**
 * A site whose uploaded-video setting is off, and a has_news tag of it to make an article with:
 * SVC_UPLOADS_OFF_SITE_ID, or the fixture site when SVC_UPLOADED_VIDEOS=disabled; else skips.
 */
export async function uploadsOffSite(
  target: RunTarget,
  api: ApiClient,
  discovery: Discovery,
): Promise<{ siteId: number; tagId: number }> {
  const named = discovery.id('uploads_off_site');
  const fixtureSite = await discovery.site();
  const siteId =
    'value' in named
      ? named.value
      : target.uploadedVideos === 'disabled' && 'value' in fixtureSite
        ? fixtureSite.value
        : undefined;
  test.skip(
    siteId === undefined,
    'no site whose uploaded-video setting is off is named (SVC_UPLOADS_OFF_SITE_ID, or SVC_UPLOADED_VIDEOS=disabled for the fixture site): the interface cannot show the setting',
  );
  if ('value' in fixtureSite && siteId === fixtureSite.value) return { siteId, tagId: need(await discovery.newsTag()) };
  // a read to find what to work with: a precondition (covered by the tags index's own operation)
  const tagIdsOf = async (site: number) => {
    const tags = await readBack(api, 'listTags', { query: { site_id: site, scope: 'has_news' } });
    return ((tags.object.tags as Array<Record<string, unknown>> | undefined) ?? [])
      .map((t) => t.id)
      .filter((id): id is number => typeof id === 'number');
  };
  const listed = await tagIdsOf(siteId!);
  test.skip(
    listed.length === 0,
    `site ${siteId} has no has_news tag to make a news article with; set SVC_SITE_ID to one that has`,
  );
  // The article must be made on this site (its tag, a page node, is of one site): a tag the index
  // also lists for another site (the fixture site) may be of that site, where the setting may be on.
  const others = 'value' in fixtureSite ? new Set(await tagIdsOf(fixtureSite.value)) : new Set<number>();
  const tagId = await precondition(
    `a has_news tag the tags index lists for site ${siteId} and not for site ${'value' in fixtureSite ? fixtureSite.value : '(none)'}`,
    () => {
      const own = listed.filter((id) => !others.has(id));
      expect(
        own.length,
        `the tags index lists has_news tags of site ${siteId} (${listed.slice(0, 10).join(', ')}) that it does not list for another site`,
      ).toBeGreaterThan(0);
      return Math.min(...own);
    },
    'OP-TAGS-INDEX',
  );
  return { siteId: siteId!, tagId };
}

/** Skips an upload test before it sends anything when the user says the setting is off. */
export function skipWhenUploadsOff(target: RunTarget, siteId: number): void {
  test.skip(
    target.uploadedVideos === 'disabled',
    `the uploaded-video setting of site ${siteId} is off, as said: SVC_SITE_ID of a site whose setting is on, with SVC_UPLOADED_VIDEOS=enabled, runs it`,
  );
}

/** After an upload: a refusal skips the test only while the setting is unknown; when it is enabled the test goes on and fails. */
export function skipWhenUploadRefused(
  target: RunTarget,
  r: ApiResult,
  siteId: number,
  what: string,
  testInfo: TestInfo,
): void {
  if (r.status < 400 || r.status >= 500 || target.uploadedVideos === 'enabled') return;
  const errors = typeof r.object.errors === 'string' ? r.object.errors : r.text.slice(0, 200);
  observe(testInfo, 'VIDEO-UPLOAD-SETTING-OBSERVED', `${what} on site ${siteId}`, { status: r.status, errors });
  test.skip(
    true,
    `the ${what} was refused (${r.status}: ${errors}); the uploaded-video setting of site ${siteId} may be off (say SVC_UPLOADED_VIDEOS=enabled if it is on: then a refusal fails)`,
  );
}

/**
 * The id of a created record whose body the interface does not show (gallery uploads): top level,
 * or in the one object the body wraps it in; with where it was found.
 */
export function createdRecordId(body: unknown): { id: number; where: string } | undefined {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(body)) return undefined;
  if (typeof body.id === 'number') return { id: body.id, where: 'id' };
  const nested = Object.entries(body).filter(([, v]) => isObject(v) && typeof v.id === 'number');
  if (nested.length === 1)
    return { id: (nested[0]![1] as Record<string, unknown>).id as number, where: `${nested[0]![0]}.id` };
  return undefined;
}

// News article updates (interface: Endpoints > News Articles, PUT; Resources and their fields > News
// Article; Limits): each update is answered and read back, changes only the fields it names, and
// page_node_ids is required. Every test creates its own articles (named with the run tag, tracked
// in the ledger and deleted when the test ends). The path of update is not shown by the interface:
// the assumed REST path of spec/openapi.yaml (x-svc-assumed), overridable with SVC_ROUTE_NEWS_ARTICLE_*.
// Each check judges one requirement (check(...)); a create or read a check only relies on is a
// precondition, whose failure makes the check inconclusive, never failed.
import { test, expect, proves, writing, need, observe } from './harness.ts';
import {
  acceptedAnswer,
  expectAccepted,
  expectShape,
  check,
  checkRecordAnswer,
  checkRefusal,
  notJudged,
  readBack,
} from './assertions.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { expectSuccess, expectTimestampsNotStored, instantOf, LONG_AGO } from './support/compare.ts';
import { createArticle, createOwnContent } from './support/content.ts';
import {
  type Fields,
  SHOW_FLAGS,
  LIMITS,
  marker,
  exactly,
  fullBody,
  storedArticleId,
  updateServed,
} from './support/news-articles.ts';

/** The maximum length of preview_text, as a sentence writes it (30,000). */
const PREVIEW_TEXT_MAX = LIMITS.preview_text.toLocaleString('en-US');

/** An article of the test's own to update (a complete body, its title marked with `label`), known to be stored: its create and id. */
async function articleToUpdate(
  api: ApiClient,
  ledger: Ledger,
  tagId: number,
  label: string,
  what: string,
): Promise<{ created: ApiResult; id: number }> {
  const created = await createArticle(api, ledger, fullBody(tagId, marker(label)));
  return { created, id: await storedArticleId(api, created, what, 'OP-NEWS-ARTICLES-CREATE') };
}

test.describe('news article updates', () => {
  test(
    'preview_text is set by an update and read back',
    writing(proves('NEWS-PREVIEW-TEXT-MAXLEN', 'NEWS-UPDATE-READ-BACK')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'preview_text by update');
      await updateServed(api, own.articleId, own.tagId, {
        title: own.article.title,
        preview_text: own.article.preview_text,
      });
      const text = exactly(LIMITS.preview_text, `${marker('preview_text-update')} `);
      const r = await api.call('updateNewsArticle', {
        path: { id: own.articleId },
        json: { news_article: { preview_text: text, page_node_ids: String(own.tagId) } },
      });
      await check(
        'NEWS-PREVIEW-TEXT-MAXLEN',
        `a preview_text of ${PREVIEW_TEXT_MAX} characters is accepted on update`,
        () => expectAccepted(r, `a preview_text of ${PREVIEW_TEXT_MAX} characters is accepted on update`),
      );
      const shown = await readBack(api, 'getNewsArticle', { path: { id: own.articleId } }, own.articleId);
      const before = own.article.preview_text;
      await check(
        'NEWS-PREVIEW-TEXT-MAXLEN',
        `the preview_text of ${PREVIEW_TEXT_MAX} characters is read back verbatim`,
        () => {
          // the value from before: the update was not stored at all, which is the update's rule, not the limit's
          if (shown.object.preview_text === before)
            notJudged('a show still returns the preview_text from before the update', ['NEWS-UPDATE-READ-BACK']);
          expect(shown.object.preview_text, 'and read back verbatim').toBe(text);
        },
      );
      await check('NEWS-UPDATE-READ-BACK', 'the updated preview_text is shown', () => {
        // a refused update changed nothing to read back; a preview_text at the limit stored other than verbatim
        // (cut) is the limit's rule: this check judges that the update was stored at all
        if (r.status < 200 || r.status >= 300)
          notJudged(`the update of a preview_text of ${PREVIEW_TEXT_MAX} characters was refused (${r.status})`, [
            'NEWS-PREVIEW-TEXT-MAXLEN',
          ]);
        if (shown.object.preview_text !== before && shown.object.preview_text !== text)
          notJudged(`a show returns a changed preview_text, but not the ${PREVIEW_TEXT_MAX} characters verbatim`, [
            'NEWS-PREVIEW-TEXT-MAXLEN',
          ]);
        expect(shown.object.preview_text === text, 'a show returns the updated preview_text').toBe(true);
      });
    },
  );

  test(
    'page_node_ids is required on update: without it nothing changes',
    writing(
      proves('NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE', 'ERROR-STATUS-OBSERVED'),
    ),
    async ({ api, discovery, ledger }, testInfo) => {
      const own = await createOwnContent(api, ledger, discovery, 'update without page_node_ids');
      const before = await readBack(api, 'getNewsArticle', { path: { id: own.articleId } }, own.articleId);
      const title = marker('changed without page_node_ids');
      const r = await api.call('updateNewsArticle', { path: { id: own.articleId }, json: { news_article: { title } } });
      observe(testInfo, 'ERROR-STATUS-OBSERVED', 'news article update without page_node_ids', r.status);
      await checkRefusal(r, 'NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE', 'an update without page_node_ids');
      const after = await readBack(api, 'getNewsArticle', { path: { id: own.articleId } }, own.articleId);
      await check('NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE', 'the refused update changed nothing', () =>
        expect(after.object.title, 'the title did not change').toBe(before.object.title),
      );
      // "and changes nothing" of a refused request: the record is untouched. The same instant: the
      // text of a timestamp (offset, fractional seconds) is the deployment's choice.
      await check(
        'ERROR-BAD-INPUT-4XX',
        'the refused update left the article untouched (updated_on is the same instant)',
        () => {
          if (r.status < 400)
            notJudged(`the update was accepted (${r.status}): no refusal to judge`, [
              'NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE',
            ]);
          expect(
            instantOf(after.object.updated_on),
            'the article did not change (updated_on is the same instant)',
          ).toBe(instantOf(before.object.updated_on));
        },
      );
    },
  );

  // "created_on, updated_on | timestamp | read only" (Resources and their fields > News Article).
  test(
    'an update sending created_on and updated_on is refused, or stores neither',
    writing(proves('NEWS-TIMESTAMPS-READ-ONLY')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'read-only timestamps');
      await updateServed(api, own.articleId, own.tagId, {});
      const before = await readBack(api, 'getNewsArticle', { path: { id: own.articleId } }, own.articleId);
      const r = await api.call('updateNewsArticle', {
        path: { id: own.articleId },
        json: { news_article: { created_on: LONG_AGO, updated_on: LONG_AGO, page_node_ids: String(own.tagId) } },
      });
      const after = await readBack(api, 'getNewsArticle', { path: { id: own.articleId } }, own.articleId);
      await check(
        'NEWS-TIMESTAMPS-READ-ONLY',
        `an update sending created_on and updated_on ${LONG_AGO} stores neither`,
        () => expectTimestampsNotStored(r.status, own.article, before.object, after.object),
      );
    },
  );

  test(
    'an update changes the fields it names, and only those',
    writing(proves('OP-NEWS-ARTICLES-UPDATE', 'NEWS-UPDATE-READ-BACK', 'NEWS-FIELDS')),
    async ({ api, discovery, ledger }) => {
      const tagId = need(await discovery.newsTag());
      const { created, id } = await articleToUpdate(api, ledger, tagId, 'update', 'an article to update');
      const title = marker('updated');
      const teaser = 'Changed by the conformance suite.';
      const r = await api.call('updateNewsArticle', {
        path: { id },
        json: { news_article: { title, teaser, show_image_in_aggregator: false, page_node_ids: String(tagId) } },
      });
      await checkRecordAnswer(r, 'OP-NEWS-ARTICLES-UPDATE', 'the update answers 200 with the News Article', id);
      // an update that is not accepted (the operation is not served) has no change to judge
      await acceptedAnswer(r, 'the update is accepted', 'OP-NEWS-ARTICLES-UPDATE');
      await check('NEWS-FIELDS', 'the update answers every listed field with its type', () =>
        expectShape(r, 'NEWS-FIELDS'),
      );
      await check('NEWS-UPDATE-READ-BACK', 'the update answers the change', () =>
        expect(r.object).toMatchObject({ id, title, teaser, show_image_in_aggregator: false }),
      );
      const shown = await readBack(api, 'getNewsArticle', { path: { id } }, id);
      await check('NEWS-UPDATE-READ-BACK', 'a show returns the change, and only the change', () => {
        expect(shown.object, 'the show returns the change').toMatchObject({
          id,
          title,
          teaser,
          show_image_in_aggregator: false,
        });
        // news_date is compared as an instant: its text (offset, fractional seconds) may differ.
        expect(instantOf(shown.object.news_date), 'and only the change: news_date is the same instant').toBe(
          instantOf(created.object.news_date),
        );
        expect(shown.object, 'and only the change').toMatchObject({
          author: created.object.author,
          status: created.object.status,
          content_node_id: created.object.content_node_id,
          show_image_with_article: created.object.show_image_with_article,
          show_preview_text_with_article: created.object.show_preview_text_with_article,
          show_preview_text_in_aggregator: created.object.show_preview_text_in_aggregator,
        });
      });
    },
  );

  // Every field of the News Article table a request may carry, changed by an update and read back
  // (Endpoints > News Articles, Update: "news_article fields to change"); status both ways. Each
  // listed status is accepted where it changes nothing (draft on a draft, published on a published
  // article); a change of status is a transition ("Transitions: not shown"), which a deployment may
  // refuse: judged where it is accepted.
  test(
    'an update of each article field is answered and read back by a show',
    writing(proves('OP-NEWS-ARTICLES-UPDATE', 'NEWS-UPDATE-READ-BACK', 'NEWS-STATUS-ENUM')),
    async ({ api, discovery, ledger }) => {
      const tagId = need(await discovery.newsTag());
      const { created, id } = await articleToUpdate(
        api,
        ledger,
        tagId,
        'update each field',
        'an article to update field by field',
      );
      const changes: Fields = {
        title: marker('each field updated'),
        author: 'Conformance Suite, updated',
        teaser: 'Changed field by field by the conformance suite.',
        preview_text: `Preview ${marker('preview')}`,
        news_date: '2026-11-22T08:30:00+00:00',
        status: 'published',
        ...Object.fromEntries(SHOW_FLAGS.map((flag) => [flag, !(created.object[flag] ?? true)])),
      };
      const same = (field: string, value: unknown, got: unknown) =>
        field === 'news_date'
          ? instantOf(got) === instantOf(value)
          : Object.is(got, value) || JSON.stringify(got) === JSON.stringify(value);
      // what a show returned last: the value of each field before its update
      let last = (await readBack(api, 'getNewsArticle', { path: { id } }, id)).object;
      // the title first (its update accepted: the operation is served), draft on the draft (no
      // transition), every other field, published and back to draft
      const [first, ...others] = Object.entries(changes);
      for (const [field, value] of [first!, ['status', 'draft'] as const, ...others, ['status', 'draft'] as const]) {
        // a status update is the enum's rule too: each listed value is accepted
        const requirement = field === 'status' ? 'NEWS-STATUS-ENUM' : 'NEWS-UPDATE-READ-BACK';
        const before = last[field];
        const r = await api.call('updateNewsArticle', {
          path: { id },
          json: { news_article: { [field]: value, page_node_ids: String(tagId) } },
        });
        const accepted = r.status >= 200 && r.status < 300;
        // a change of status refused: a transition the interface leaves open, nothing to judge
        if (field === 'status' && !same(field, before, value) && r.status >= 400 && r.status < 500) continue;
        await check('OP-NEWS-ARTICLES-UPDATE', `an update of ${field} answers 200`, () => {
          // a listed status value refused is the enum's failure (judged below), not the operation's
          if (field === 'status' && r.status >= 400 && r.status < 500)
            notJudged(`the update of status to ${JSON.stringify(value)} was refused (${r.status})`, [
              'NEWS-STATUS-ENUM',
            ]);
          expectSuccess(r, 'updateNewsArticle', `an update of ${field} to ${JSON.stringify(value)} answers 200`);
        });
        // an update of another field not accepted: the operation is not served, nothing more to judge
        if (field !== 'status') await acceptedAnswer(r, `an update of ${field} is accepted`, 'OP-NEWS-ARTICLES-UPDATE');
        await check(requirement, `an update of ${field} to ${JSON.stringify(value)} is accepted and answered`, () => {
          expectAccepted(r, `an update of ${field} to ${JSON.stringify(value)} is accepted`);
          // accepted but answering the value from before: the update was not applied, the update's rule
          if (
            requirement !== 'NEWS-UPDATE-READ-BACK' &&
            !same(field, before, value) &&
            same(field, before, r.object[field])
          )
            notJudged(`the update answers the ${field} from before the update`, ['NEWS-UPDATE-READ-BACK']);
          expect(
            same(field, value, r.object[field]),
            `the update answers ${field} ${JSON.stringify(value)} (answered ${JSON.stringify(r.object[field])})`,
          ).toBe(true);
        });
        const shown = await readBack(api, 'getNewsArticle', { path: { id } }, id);
        await check('NEWS-UPDATE-READ-BACK', `a show returns the updated ${field}`, () => {
          // a refused status update changed nothing to read back: NEWS-STATUS-ENUM judged the refusal
          if (!accepted)
            notJudged(`the update of ${field} to ${JSON.stringify(value)} was refused (${r.status})`, [
              'NEWS-STATUS-ENUM',
            ]);
          const got = shown.object[field];
          expect(
            same(field, value, got),
            `a show returns ${field} ${JSON.stringify(value)} (shown ${JSON.stringify(got)})`,
          ).toBe(true);
        });
        last = shown.object;
      }
      // published on a published article: no transition either (the updates above were served)
      const published = await createArticle(
        api,
        ledger,
        fullBody(tagId, marker('update status published'), { status: 'published' }),
      );
      // the first article, the same body but for its status, was created: a refusal is the status's
      await check('NEWS-STATUS-ENUM', 'an article created with status "published" is accepted', () =>
        expectAccepted(published, 'an article created with status "published" is accepted'),
      );
      const publishedId = await storedArticleId(
        api,
        published,
        'a published article to update',
        'OP-NEWS-ARTICLES-CREATE',
      );
      const republished = await api.call('updateNewsArticle', {
        path: { id: publishedId },
        json: { news_article: { status: 'published', page_node_ids: String(tagId) } },
      });
      await check(
        'NEWS-STATUS-ENUM',
        'an update of status to "published" on a published article is accepted and answered',
        () => {
          expectAccepted(republished, 'an update of status to "published" on a published article is accepted');
          expect(republished.object.status, 'the update answers status "published"').toBe('published');
        },
      );
    },
  );
});

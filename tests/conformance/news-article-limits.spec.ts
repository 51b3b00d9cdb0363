// News article limits (interface: Limits, the lengths of title, author, teaser and preview_text;
// Endpoints > News Articles, Create and Update): each field holds its maximum length on create and on
// update, read back verbatim, and one character more is refused without storing or changing anything.
// Every test creates its own articles (named with the run tag, tracked in the ledger and deleted when
// the test ends) and looks only for its own markers. The other rules of news articles are in
// news-articles.spec.ts and news-article-updates.spec.ts.
// Each check judges one requirement (check(...)); a create or read a check only relies on is a
// precondition, whose failure makes the check inconclusive, never failed.
import { test, expect, proves, writing, need, observe } from './harness.ts';
import { expectAccepted, check, checkRefusal, notJudged, readBack } from './assertions.ts';
import { createArticle } from './support/content.ts';
import {
  type LimitedField,
  LIMITS,
  marker,
  exactly,
  fullBody,
  articlesWith,
  storedArticleId,
  updateServed,
} from './support/news-articles.ts';

/** The requirement of each limit (Limits table), written out so that a search for the id finds this test. */
const LIMIT_REQUIREMENTS: Record<LimitedField, string> = {
  title: 'NEWS-TITLE-MAXLEN',
  author: 'NEWS-AUTHOR-MAXLEN',
  teaser: 'NEWS-TEASER-MAXLEN',
  preview_text: 'NEWS-PREVIEW-TEXT-MAXLEN',
};

test.describe('news articles', () => {
  for (const [field, max] of Object.entries(LIMITS) as Array<[LimitedField, number]>) {
    const requirement = LIMIT_REQUIREMENTS[field];
    test(
      `${field} holds ${max} characters on create and update, and ${max + 1} are rejected without storing or changing anything`,
      writing(proves(requirement, 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE', 'ERROR-STATUS-OBSERVED')),
      async ({ api, discovery, ledger }, testInfo) => {
        const tagId = need(await discovery.newsTag());
        const mark = marker(`${field}-limit`);

        // At the limit: accepted and read back verbatim.
        const atLimit = exactly(max, `${mark} at limit `);
        const titleAt = field === 'title' ? atLimit : `${mark} title`;
        const created = await createArticle(api, ledger, fullBody(tagId, titleAt, { [field]: atLimit }));
        await check(
          requirement,
          `a create with a ${field} of ${max} characters is accepted and answers it verbatim`,
          () => {
            expectAccepted(created, `${field} of ${max} characters is accepted`);
            expect(created.object[field], 'the create answers it verbatim').toBe(atLimit);
          },
        );
        const id = await storedArticleId(api, created, `an article with a ${field} of ${max} characters`, requirement);
        const shown = await readBack(api, 'getNewsArticle', { path: { id } }, id);
        await check(requirement, `the ${field} of ${max} characters is read back verbatim`, () =>
          expect(shown.object[field], `${field} is read back verbatim`).toBe(atLimit),
        );

        // One past the limit on create: rejected, nothing stored.
        const tooLong = `${field} of ${max + 1} characters`;
        const overMark = marker(`${field}-over`);
        const over = exactly(max + 1, `${overMark} `);
        const rejected = await createArticle(
          api,
          ledger,
          fullBody(tagId, field === 'title' ? over : `${overMark} title`, { [field]: over }),
        );
        observe(testInfo, 'ERROR-STATUS-OBSERVED', `news article create with a ${tooLong}`, rejected.status);
        await checkRefusal(rejected, requirement, `a create with a ${tooLong}`);
        await check(requirement, `the refused create of a ${tooLong} stored nothing`, async () =>
          expect(await articlesWith(api, overMark), 'no article was stored').toEqual([]),
        );

        // The update operation is served (an update the rest of the test does not read is accepted):
        // else what an update does with the limit cannot be judged.
        await updateServed(api, id, tagId, { [field]: atLimit, title: titleAt });

        // One past the limit on update: rejected, the article unchanged.
        const updated = await api.call('updateNewsArticle', {
          path: { id },
          json: { news_article: { [field]: exactly(max + 1, `${mark} update `), page_node_ids: String(tagId) } },
        });
        observe(testInfo, 'ERROR-STATUS-OBSERVED', `news article update with a ${tooLong}`, updated.status);
        await checkRefusal(updated, requirement, `an update to a ${tooLong}`);
        const after = await readBack(api, 'getNewsArticle', { path: { id } }, id);
        await check(requirement, `the refused update of a ${tooLong} changed nothing`, () => {
          expect(after.object[field], 'the rejected update changed nothing').toBe(atLimit);
          expect(after.object.title, 'the rejected update changed nothing').toBe(titleAt);
        });

        // At the limit on update: accepted and read back verbatim (the limit holds for updates too).
        const updateAt = exactly(max, `${marker(`${field}-update-at`)} `);
        const accepted = await api.call('updateNewsArticle', {
          path: { id },
          json: { news_article: { [field]: updateAt, page_node_ids: String(tagId) } },
        });
        await check(
          requirement,
          `an update to a ${field} of ${max} characters is accepted and answers it verbatim`,
          () => {
            expectAccepted(accepted, `an update to a ${field} of ${max} characters is accepted`);
            // the value from before: the update was not applied at all, which is the update's rule, not the limit's
            if (accepted.object[field] === atLimit)
              notJudged(`the update answers the ${field} from before the update`, ['NEWS-UPDATE-READ-BACK']);
            expect(accepted.object[field], 'the update answers it verbatim').toBe(updateAt);
          },
        );
        const reread = await readBack(api, 'getNewsArticle', { path: { id } }, id);
        await check(requirement, `the updated ${field} of ${max} characters is read back verbatim`, () => {
          // the value from before: the update was not stored at all, which is the update's rule, not the limit's
          if (reread.object[field] === atLimit)
            notJudged(`a show still returns the ${field} from before the update`, ['NEWS-UPDATE-READ-BACK']);
          expect(reread.object[field], `the updated ${field} is read back verbatim`).toBe(updateAt);
        });
      },
    );
  }
});

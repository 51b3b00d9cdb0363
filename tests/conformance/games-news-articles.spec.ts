// Games news articles (interface: Endpoints > Games News Articles; Structure relations: "A News
// Article can be linked to a Game"). The path and method are not shown: the assumed
// POST /games_news_articles of spec/openapi.yaml (x-svc-assumed) is used, overridable with
// SVC_ROUTE_GAMES_NEWS_ARTICLE_CREATE. The interface cannot delete a link: creating one is an
// irreversible write (SVC_ALLOW_IRREVERSIBLE=yes), made once per run with an article of our own
// and listed as residue. The article itself is deleted when the test ends.
// The article of our own is a precondition (createOwnContent): its failure makes the checks inconclusive.
import { test, expect, proves, writingIrreversibly, need } from './harness.ts';
import { check, notJudged } from './assertions.ts';
import { expectSuccess } from './support/compare.ts';
import { createOwnContent } from './support/content.ts';

test.describe('games news articles', () => {
  test(
    'a news article of our own is linked to the game and the answer is {success: true}',
    writingIrreversibly(proves('OP-GAMES-NEWS-ARTICLES-CREATE', 'GAMES-NEWS-ARTICLE-SUCCESS')),
    async ({ api, discovery, ledger }) => {
      const game = need(await discovery.game());
      const own = await createOwnContent(api, ledger, discovery, 'linked to a game');
      const r = await api.call('createGamesNewsArticle', { json: { game_id: game, news_article_id: own.articleId } });
      // The link has no id of its own and no delete: residue, named by its article.
      if (r.status >= 200 && r.status < 300) ledger.track('games_news_article', own.articleId);
      await check('OP-GAMES-NEWS-ARTICLES-CREATE', 'linking the article to the game answers 200', () =>
        expectSuccess(r, 'createGamesNewsArticle', 'POST /games_news_articles answers 200'),
      );
      await check('GAMES-NEWS-ARTICLE-SUCCESS', 'the link answers an object with success true', () => {
        if (r.status < 200 || r.status >= 300)
          notJudged(`the link was not accepted (${r.status}): no success answer to judge`, [
            'OP-GAMES-NEWS-ARTICLES-CREATE',
          ]);
        expect(r.object.success, 'the answer is an object with success true').toBe(true);
      });
    },
  );
});

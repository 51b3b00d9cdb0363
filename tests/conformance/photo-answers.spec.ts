// Photo and text block page elements as other answers carry them (interface: Resources and their
// fields > Page Element, Photo element fields; Endpoints > News Articles, Layout Containers, Page
// Elements): nested in news article and layout container answers, and as the update and the delete
// of a page element answer them. Every test makes its own News Article (support/content.ts).
// Each check judges one requirement (check(...)); an upload or read a check only relies on is a
// precondition, whose failure makes the check inconclusive, never failed.
import { test, expect, proves, writing, RUN_TAG } from './harness.ts';
import { expectEvery, expectShape, check, notJudged } from './assertions.ts';
import { createOwnContent, type OwnContent } from './support/content.ts';
import { createTextBlock, element, storedPageElement, uploadPhoto } from './support/page-elements.ts';
import { expectSuccess, idSet } from './support/compare.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { interfaceModel } from '../../src/spec/interface-model.ts';
import { LINK, accepted, brokenThumbnails, missingPhotoFields, type Fields } from './support/photos.ts';

const TEXTBLOCK_FIELDS = interfaceModel().listedFields('text-block-element.schema.json');
const PAGE_ELEMENT_FIELDS = interfaceModel().listedFields('page-element.schema.json');

/**
 * The keys through which an answer nests its page elements: a News Article its content_node, a
 * Content Node its layout_containers, a Layout Container its layout_columns, a column its page_elements.
 */
const NESTING = ['content_node', 'layout_containers', 'layout_columns', 'page_elements'] as const;

/**
 * The page elements a JSON answer holds anywhere (objects with element_type and element), by id.
 * Each object's nesting keys are read by name: an answer lacking one where its schema lists it
 * (a container show without layout_columns) holds no page element because of that field's rule,
 * and a check of what it holds is blocked by that rule (the harness sees the read).
 */
function pageElementsIn(body: unknown, ids: readonly number[]): Fields[] {
  const found: Fields[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) {
      const o = v as Fields;
      if (typeof o.element_type === 'string' && 'element' in o && ids.includes(o.id as number)) found.push(o);
      for (const key of NESTING) void o[key];
      Object.values(o).forEach(visit);
    }
  };
  visit(body);
  return found;
}

const elementOf = (pe: Fields) => (typeof pe.element === 'object' && pe.element !== null ? pe.element : {}) as Fields;

/** An answer that nests our page elements: what it is, the rule of its operation, its operationId, and the request. */
type NestingAnswer = [string, string, string, () => Promise<ApiResult>];

/**
 * The answers that carry the article's content node or its container, in the order they are asked
 * for: the news article show and update, the layout container show and update, the news article
 * index, and last the delete of the article (forgotten by the ledger when accepted).
 */
function nestingAnswers(api: ApiClient, ledger: Ledger, own: OwnContent): NestingAnswer[] {
  return [
    [
      'GET news article',
      'OP-NEWS-ARTICLES-SHOW',
      'getNewsArticle',
      () => api.call('getNewsArticle', { path: { id: own.articleId } }),
    ],
    [
      'PUT news article',
      'OP-NEWS-ARTICLES-UPDATE',
      'updateNewsArticle',
      () =>
        api.call('updateNewsArticle', {
          path: { id: own.articleId },
          json: {
            news_article: { title: `${RUN_TAG} nested page elements (updated)`, page_node_ids: String(own.tagId) },
          },
        }),
    ],
    [
      'GET layout container',
      'OP-LAYOUT-CONTAINERS-SHOW',
      'getLayoutContainer',
      () => api.call('getLayoutContainer', { path: { id: own.containerId } }),
    ],
    [
      'PUT layout container',
      'OP-LAYOUT-CONTAINERS-UPDATE',
      'updateLayoutContainer',
      () =>
        api.call('updateLayoutContainer', {
          path: { id: own.containerId },
          json: { layout_container: { name: `${RUN_TAG} nested` } },
        }),
    ],
    ['GET news articles (the index)', 'OP-NEWS-ARTICLES-INDEX', 'listNewsArticles', () => api.call('listNewsArticles')],
    [
      'DELETE news article',
      'OP-NEWS-ARTICLES-DELETE',
      'deleteNewsArticle',
      async () => {
        const r = await api.call('deleteNewsArticle', { path: { id: own.articleId } });
        if (accepted(r)) ledger.forget('news_article', own.articleId);
        return r;
      },
    ],
  ];
}

/**
 * The fields of our page elements as answer `r` nests them: each page element's, the Photo element's
 * with its thumbnails, the TextBlock element's. Not judged where the answer does not hold both.
 */
async function checkNestedFields(
  r: ApiResult,
  what: string,
  requirement: string,
  nested: Fields[],
  holds: boolean,
): Promise<void> {
  const unjudged = () => notJudged(`${what} does not hold our photo and text block (${r.status})`, [requirement]);
  const photos = nested.filter((pe) => pe.element_type === 'Photo');
  const texts = nested.filter((pe) => pe.element_type === 'TextBlock');
  await check('PAGE-ELEMENT-FIELDS', `${what}: our page elements carry every listed field`, () => {
    if (!holds) unjudged();
    expectShape(r, 'PAGE-ELEMENT-FIELDS');
    expectEvery(nested, `${what}: every page element carries the listed fields`, (pe) => {
      const missing = PAGE_ELEMENT_FIELDS.filter((k) => !(k in pe));
      return missing.length > 0 && `page element ${String(pe.id)} (${String(pe.element_type)}): ${missing.join(', ')}`;
    });
  });
  await check('PHOTO-FIELDS', `${what}: our photo carries every listed Photo element field`, () => {
    if (!holds) unjudged();
    expectShape(r, 'PHOTO-FIELDS');
    expect(photos.length, `${what}: our photo is a Photo page element`).toBeGreaterThan(0);
    expectEvery(photos, `${what}: every Photo element carries the listed fields`, (pe) => {
      const missing = missingPhotoFields(elementOf(pe));
      return missing.length > 0 && `page element ${String(pe.id)}: element.${missing.join(', element.')}`;
    });
  });
  await check(
    'PHOTO-THUMBNAILS',
    `${what}: our photo carries thumbnails keyed small, medium and large, and thumb`,
    () => {
      if (!holds) unjudged();
      expectShape(r, 'PHOTO-THUMBNAILS');
      expectEvery(
        photos,
        `${what}: every Photo element's thumbnails hold URL strings keyed small, medium, large and thumb`,
        (pe) => {
          const broken = brokenThumbnails(elementOf(pe));
          return broken.length > 0 && `page element ${String(pe.id)}: element.${broken.join(', element.')}`;
        },
      );
    },
  );
  await check('TEXTBLOCK-FIELDS', `${what}: our text block carries every listed TextBlock element field`, () => {
    if (!holds) unjudged();
    expectShape(r, 'TEXTBLOCK-FIELDS');
    expect(texts.length, `${what}: our text block is a TextBlock page element`).toBeGreaterThan(0);
    expectEvery(texts, `${what}: every TextBlock element carries the listed fields`, (pe) => {
      const missing = TEXTBLOCK_FIELDS.filter((k) => !(k in elementOf(pe)));
      return missing.length > 0 && `page element ${String(pe.id)}: element.${missing.join(', element.')}`;
    });
  });
}

// A Layout Container's columns carry their page elements in responses, and a News Article its
// content node with its layout containers: wherever our photo and text block appear, nested in an
// answer, they carry the fields the interface lists (the schema check of every answer judges their types).
test(
  'a photo and a text block nested in container and news article answers carry their listed fields',
  writing(
    proves(
      'PHOTO-FIELDS',
      'PHOTO-THUMBNAILS',
      'TEXTBLOCK-FIELDS',
      'PAGE-ELEMENT-FIELDS',
      'OP-NEWS-ARTICLES-SHOW',
      'OP-NEWS-ARTICLES-UPDATE',
      'OP-NEWS-ARTICLES-INDEX',
      'OP-NEWS-ARTICLES-DELETE',
      'OP-LAYOUT-CONTAINERS-UPDATE',
      'OP-LAYOUT-CONTAINERS-SHOW',
    ),
  ),
  async ({ api, discovery, ledger }) => {
    // published: which articles the unfiltered index lists is not stated (drafts may be left out, a page of them listed)
    const own = await createOwnContent(api, ledger, discovery, 'nested page elements', undefined, {
      status: 'published',
    });
    const { id: photoId } = await storedPageElement(
      api,
      await uploadPhoto(api, ledger, own.columnId, { ...LINK, cutline: `${RUN_TAG} nested photo` }),
      'a photo in the column',
      'OP-PHOTO-ELEMENT-UPLOAD',
    );
    const { id: textId } = await storedPageElement(
      api,
      await createTextBlock(api, ledger, own.columnId),
      'a text block in the column',
      'OP-PAGE-ELEMENTS-CREATE',
    );
    const ids = [photoId, textId];
    const answers = nestingAnswers(api, ledger, own);
    for (const [what, requirement, operationId, call] of answers) {
      const r = await call();
      await check(requirement, `${what} answers 200`, () => expectSuccess(r, operationId, `${what} answers 200`));
      const nested = pageElementsIn(r.body, ids);
      const holds = JSON.stringify(idSet(nested.map((pe) => pe.id))) === JSON.stringify(idSet(ids));
      // the delete answers "the deleted News Article": whether it still holds its page elements is not
      // stated (a deployment may answer it emptied, as a layout container delete is); nor is which
      // articles the unfiltered index lists (drafts, a page of them): the fields are judged on what
      // these two hold, and an answer without them is judged on the other answers
      if (operationId === 'deleteNewsArticle' || operationId === 'listNewsArticles') {
        if (!holds) continue;
      } else {
        await check(requirement, `${what} holds our photo and text block`, () =>
          expect(idSet(nested.map((pe) => pe.id)), `${what}: the answer holds our photo and text block`).toEqual(
            idSet(ids),
          ),
        );
      }
      await checkNestedFields(r, what, requirement, nested, holds);
    }
  },
);

// The update and the delete answer the Page Element (Endpoints > Page Elements): with its Photo element and its fields.
test(
  'the update and the delete of a photo page element answer it with the Photo element fields and thumbnails',
  writing(proves('PHOTO-FIELDS', 'PHOTO-THUMBNAILS', 'OP-PAGE-ELEMENTS-UPDATE', 'OP-PAGE-ELEMENTS-DELETE')),
  async ({ api, discovery, ledger }) => {
    const own = await createOwnContent(api, ledger, discovery, 'photo update and delete answers');
    const { id, shown } = await storedPageElement(
      api,
      await uploadPhoto(api, ledger, own.columnId, { ...LINK, cutline: `${RUN_TAG} photo answers` }),
      'a photo to update and delete',
      'OP-PHOTO-ELEMENT-UPLOAD',
    );
    // Uploaded without content_locked and element_locked: its content can be changed and it can be
    // deleted. A show saying it is locked all the same is the defaults' failure: a refused update or
    // delete then says nothing of what the update or the delete answers.
    const locks = {
      update: { flag: 'content_locked', by: 'PAGE-ELEMENT-CONTENT-LOCKED-DEFAULT' },
      delete: { flag: 'element_locked', by: 'PAGE-ELEMENT-ELEMENT-LOCKED-DEFAULT' },
    } as const;
    const lockedFor = (what: 'update' | 'delete') => {
      const lock = locks[what];
      if (shown.object[lock.flag] === true)
        notJudged(
          `the photo, uploaded without ${lock.flag}, is ${lock.flag} (a show says so): the ${what} may be refused for it`,
          [lock.by],
        );
    };
    const updated = await api.call('updatePageElement', {
      path: { id },
      json: {
        page_element: { custom_css_class: 'svc-photo-updated' },
        element: { cutline: `${RUN_TAG} photo answers (updated)` },
      },
    });
    await check('OP-PAGE-ELEMENTS-UPDATE', 'the update answers 200 with the page element', () => {
      if (!accepted(updated)) lockedFor('update');
      expectSuccess(updated, 'updatePageElement', 'PUT /page_elements/:id answers 200');
      expect(updated.object.id, 'the update answers the page element').toBe(id);
    });
    const deleted = await api.call('deletePageElement', { path: { id } });
    if (accepted(deleted)) ledger.forget('page_element', id);
    await check('OP-PAGE-ELEMENTS-DELETE', 'the delete answers 200 with the deleted page element', () => {
      if (!accepted(deleted)) lockedFor('delete');
      expectSuccess(deleted, 'deletePageElement', 'DELETE /page_elements/:id answers 200');
      expect(deleted.object.id, 'the delete answers the page element').toBe(id);
    });
    for (const [what, r, requirement] of [
      ['update', updated, 'OP-PAGE-ELEMENTS-UPDATE'],
      ['delete', deleted, 'OP-PAGE-ELEMENTS-DELETE'],
    ] as const) {
      const answersIt = accepted(r) && r.object.id === id;
      const unjudged = () => {
        if (!accepted(r)) lockedFor(what);
        notJudged(`the ${what} did not answer the page element (${r.status})`, [requirement]);
      };
      await check('PHOTO-FIELDS', `the ${what} answers the Photo element with every listed field`, () => {
        if (!answersIt) unjudged();
        expectShape(r, 'PHOTO-FIELDS');
        expect(missingPhotoFields(element(r)), `${what}: the Photo element carries every listed field`).toEqual([]);
      });
      await check('PHOTO-THUMBNAILS', `the ${what} answers thumbnails keyed small, medium and large, and thumb`, () => {
        if (!answersIt) unjudged();
        expectShape(r, 'PHOTO-THUMBNAILS');
        expect(
          brokenThumbnails(element(r)),
          `${what}: thumbnails.small, medium, large and thumb are URL strings`,
        ).toEqual([]);
      });
    }
  },
);

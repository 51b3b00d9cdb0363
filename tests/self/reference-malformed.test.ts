// A sweep of malformed requests over every operation of the reference server: malformed JSON, wrong
// types, missing required fields, unknown ids, a wrong content type, too large a body, unknown routes.
// Each gets a 4xx with {"errors": "<message>"} (never a 5xx) and changes nothing: the digest of the
// whole store is the same before and after. Then the valid request is sent and succeeds, which proves
// the rejection was caused by the defect.
//
// This file sweeps the JSON, form and multipart operations; reference-malformed-reads.test.ts the GET
// operations and the edge cases, and checks that the sweeps cover every route.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PLACEHOLDER_PNG } from '../../reference/seed.ts';
import { galleryPhotoFields, multipart, type CallOptions, uploadedVideoFields } from '../../reference/testing.ts';
import { ref, useReference } from './fixtures/reference-session.ts';
import {
  bad,
  rejectsWithoutChange,
  clone,
  getPath,
  setPath,
  leafPaths,
  wrongType,
  f,
  tag,
  column,
  JSON_OPS,
  unknownIdPath,
} from './fixtures/malformed-sweep.ts';

useReference();

describe('JSON operations', () => {
  for (const op of JSON_OPS) {
    test(op.name, async () => {
      const { path, body } = await op.setup();
      const send = (o: CallOptions) => () => ref.call(op.method, path, o);
      await rejectsWithoutChange(
        'malformed JSON',
        send({ raw: { body: '{"a": ', contentType: 'application/json' } }),
        400,
      );
      await rejectsWithoutChange(
        'wrong content type',
        send({ raw: { body: 'hello', contentType: 'text/plain' } }),
        415,
      );
      await rejectsWithoutChange(
        'xml content type',
        send({ raw: { body: '<a/>', contentType: 'application/xml' } }),
        415,
      );
      await rejectsWithoutChange(
        'too large',
        send({ raw: { body: JSON.stringify({ x: 'a'.repeat(1024 * 1024 + 16) }), contentType: 'application/json' } }),
        413,
      );
      if (op.method !== 'DELETE') {
        await rejectsWithoutChange('an array body', send({ json: [] }));
        await rejectsWithoutChange('a string body', send({ json: 'text' }));
        await rejectsWithoutChange('a null body', send({ raw: { body: 'null', contentType: 'application/json' } }));
      }
      if (op.pathId) {
        const unknown = await ref.call(op.method, unknownIdPath(path), {
          json: op.method === 'DELETE' ? {} : (body ?? {}),
        });
        bad(unknown, 'unknown id in the path');
        assert.equal(unknown.status, 404, unknownIdPath(path));
        const notInt = await ref.call(op.method, path.replace(/\/\d+(?=\/|\?|$)/, '/abc'), {
          json: op.method === 'DELETE' ? {} : (body ?? {}),
        });
        bad(notInt, 'a non-integer id in the path');
      }
      if (body) {
        for (const p of leafPaths(body)) {
          const b = clone(body);
          setPath(b, p, wrongType(getPath(body, p)));
          await rejectsWithoutChange(`wrong type of ${p}`, send({ json: b }));
        }
        for (const p of op.required ?? []) {
          const b = clone(body);
          setPath(b, p, undefined);
          await rejectsWithoutChange(`missing ${p}`, send({ json: b }));
        }
        for (const p of op.refs ?? []) {
          const b = clone(body);
          setPath(b, p, 999999);
          await rejectsWithoutChange(`unknown id in ${p}`, send({ json: b }));
        }
      }
      // and the valid request works
      const ok = await ref.call(op.method, path, body ? { json: body } : {});
      assert.equal(ok.status, 200, `${op.name} valid request: ${ok.text.slice(0, 300)}`);
    });
  }
});

describe('form and multipart operations', () => {
  test('POST /page_elements photo upload (multipart)', async () => {
    const columnId = await column();
    const fields = {
      'page_element[layout_column_id]': String(columnId),
      'page_element[page_element_type]': 'Photo',
      'page_element[element][cutline]': 'c',
      'page_element[element][has_url]': '2',
      'page_element[element][url]': 'u',
      'page_element[element][protocol]': 'http://',
    };
    const file = { file: PLACEHOLDER_PNG, name: 'a.png', type: 'image/png' };
    const send = (o: Record<string, unknown>) => () =>
      ref.call('POST', '/page_elements', {
        multipart: multipart({ ...fields, 'page_element[element][uploaded_data]': file, ...o } as never),
      });
    await rejectsWithoutChange('layout_column_id not an integer', send({ 'page_element[layout_column_id]': 'abc' }));
    await rejectsWithoutChange('unknown layout column', send({ 'page_element[layout_column_id]': '999999' }), 404);
    await rejectsWithoutChange('has_url not an integer', send({ 'page_element[element][has_url]': 'two' }));
    await rejectsWithoutChange('has_url 9', send({ 'page_element[element][has_url]': '9' }));
    await rejectsWithoutChange('unknown protocol', send({ 'page_element[element][protocol]': 'gopher://' }));
    await rejectsWithoutChange('unknown page_element_type', send({ 'page_element[page_element_type]': 'Hologram' }));
    await rejectsWithoutChange('conflicting field names', send({ 'page_element[element]': 'flat' }));
    const noColumn = multipart({ 'page_element[element][cutline]': 'c' });
    await rejectsWithoutChange('missing layout_column_id', () =>
      ref.call('POST', '/page_elements', { multipart: noColumn }),
    );
    await rejectsWithoutChange('broken multipart', () =>
      ref.call('POST', '/page_elements', {
        raw: {
          body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
          contentType: 'multipart/form-data; boundary=xyz',
        },
      }),
    );
    await rejectsWithoutChange('multipart without boundary', () =>
      ref.call('POST', '/page_elements', { raw: { body: 'abc', contentType: 'multipart/form-data' } }),
    );
    await rejectsWithoutChange(
      'file too large',
      () =>
        ref.call('POST', '/page_elements', {
          multipart: multipart({
            ...fields,
            'page_element[element][uploaded_data]': {
              file: Buffer.alloc(10 * 1024 * 1024 + 1),
              name: 'big.png',
              type: 'image/png',
            },
          }),
        }),
      413,
    );
    const ok = await send({})();
    assert.equal(ok.status, 200, ok.text);
  });

  test('POST /page_elements uploaded video (multipart) and external video (URL-encoded)', async () => {
    const columnId = String(await column());
    const video = (o: Record<string, unknown>) => () =>
      ref.call('POST', '/page_elements', {
        multipart: multipart({
          ...uploadedVideoFields(columnId, { file: Buffer.from('v'), title: 'T' }),
          ...o,
        } as never),
      });
    await rejectsWithoutChange(
      'unknown video_element_type',
      video({ 'page_element[element][video_params][video_element_type]': 'Hologram' }),
    );
    await rejectsWithoutChange(
      'uploaded video without a file',
      video({ 'page_element[element][video_params][uploaded_data]': 'not a file' }),
    );
    const site2Column = (() => {
      const page = [...ref.store.t.pages.values()].find((p) => p.site_id === f().secondSiteId)!;
      const c = [...ref.store.t.layoutContainers.values()].find((x) => x.content_node_id === page.content_node_id)!;
      return String([...ref.store.t.layoutColumns.values()].find((x) => x.layout_container_id === c.id)!.id);
    })();
    await rejectsWithoutChange(
      'uploaded videos disabled for the site',
      video({ 'page_element[layout_column_id]': site2Column }),
    );
    assert.equal((await video({})()).status, 200);

    const external = (o: Record<string, string>) => () =>
      ref.call('POST', '/page_elements', {
        form: {
          'page_element[layout_column_id]': columnId,
          'page_element[page_element_type]': 'Video',
          'page_element[element][video_params][video_element_type]': 'ExternalVideo',
          'page_element[element][video_params][youtube_url]': 'https://vimeo.com/123',
          ...o,
        },
      });
    await rejectsWithoutChange(
      'external video without a URL',
      external({ 'page_element[element][video_params][youtube_url]': '' }),
    );
    await rejectsWithoutChange(
      'external video with no http URL',
      external({ 'page_element[element][video_params][youtube_url]': 'javascript:alert(1)' }),
    );
    await rejectsWithoutChange(
      'layout_column_id not an integer',
      external({ 'page_element[layout_column_id]': '1.5' }),
    );
    await rejectsWithoutChange(
      'a form body on a JSON-only endpoint',
      () =>
        ref.call('POST', '/news_articles', {
          form: { 'news_article[title]': 'x', 'news_article[page_node_ids]': tag() },
        }),
      415,
    );
    await rejectsWithoutChange(
      'a multipart body on a JSON-only endpoint',
      () => ref.call('PUT', `/teams/${f().teamId}`, { multipart: multipart({ abbrev: 'X' }) }),
      415,
    );
    assert.equal((await external({})()).status, 200);
  });

  test('POST /gallery_photos and POST /uploaded_videos (multipart only)', async () => {
    const photo = (o: Record<string, unknown>) => () =>
      ref.call('POST', '/gallery_photos', {
        multipart: multipart({ ...galleryPhotoFields('game', String(f().gameId), 'g.png'), ...o } as never),
      });
    await rejectsWithoutChange(
      'a JSON body',
      () => ref.post('/gallery_photos', { object_type: 'game', object_id: f().gameId }),
      415,
    );
    await rejectsWithoutChange('unknown object_type', photo({ object_type: 'stadium' }));
    await rejectsWithoutChange('object_id not an integer', photo({ object_id: 'abc' }));
    await rejectsWithoutChange('unknown object', photo({ object_id: '999999' }), 404);
    await rejectsWithoutChange('filedata not a file', photo({ filedata: 'text' }));
    await rejectsWithoutChange('missing filedata', () =>
      ref.call('POST', '/gallery_photos', {
        multipart: multipart({ object_type: 'game', object_id: String(f().gameId) }),
      }),
    );
    await rejectsWithoutChange('too many files', () =>
      ref.call('POST', '/gallery_photos', {
        multipart: (() => {
          const form = multipart({ object_type: 'game', object_id: String(f().gameId) });
          for (let i = 0; i < 6; i++) form.append(`filedata${i}`, new Blob([new Uint8Array(PLACEHOLDER_PNG)]), 'x.png');
          return form;
        })(),
      }),
    );
    assert.equal((await photo({})()).status, 200);

    const video = (o: Record<string, unknown>) => () =>
      ref.call('POST', '/uploaded_videos', {
        multipart: multipart({
          'uploaded_video[object_type]': 'game',
          'uploaded_video[object_id]': String(f().gameId),
          'uploaded_video[filedata]': { file: Buffer.from('vv'), name: 'v.mp4', type: 'video/mp4' },
          'uploaded_video[name]': 'N',
          'uploaded_video[description]': 'D',
          ...o,
        } as never),
      });
    await rejectsWithoutChange('unwrapped fields', () =>
      ref.call('POST', '/uploaded_videos', {
        multipart: multipart({ object_type: 'game', object_id: String(f().gameId) }),
      }),
    );
    await rejectsWithoutChange('object_id not an integer', video({ 'uploaded_video[object_id]': 'x' }));
    await rejectsWithoutChange('missing filedata', video({ 'uploaded_video[filedata]': undefined }));
    await rejectsWithoutChange(
      'a field too large',
      video({ 'uploaded_video[description]': 'd'.repeat(64 * 1024 + 1) }),
      413,
    );
    assert.equal((await video({})()).status, 200);
  });

  test('deletes of gallery photos and uploaded videos: unknown and non-integer ids', async () => {
    for (const path of ['/gallery_photos/999999', '/uploaded_videos/999999'])
      await rejectsWithoutChange(path, () => ref.del(path), 404);
    for (const path of ['/gallery_photos/abc', '/uploaded_videos/-1'])
      await rejectsWithoutChange(path, () => ref.del(path));
  });
});

// What each fault of reference/faults/photos-videos.ts changes, one function per fault that observes it (part
// of STRUCTURE_OBSERVE, fault-observers/structure.ts).
import assert from 'node:assert/strict';
import type { PHOTO_VIDEO_FAULTS } from '../../../reference/faults/photos-videos.ts';
import { multipart, externalVideoForm } from '../../../reference/testing.ts';
import { type ObservedThere, type Observer, PNG, YOUTUBE, own, photo, link, uploadVideo } from './structure-kit.ts';

export const PHOTO_VIDEO_OBSERVE: Record<
  Exclude<(typeof PHOTO_VIDEO_FAULTS)[number]['id'], ObservedThere>,
  Observer
> = {
  'photo-has-url-accepts-0': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { ...link, has_url: -1 })).status, 400);
    return (await photo(r, o.col, { ...link, has_url: 0 })).status;
  },
  'photo-has-url-rejects-5': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { ...link, has_url: 4 })).status, 200);
    return (await photo(r, o.col, { ...link, has_url: 5 })).status;
  },
  'photo-upload-file-refused': async (r) => {
    const o = await own(r);
    const res = await r.call('POST', '/page_elements', {
      multipart: multipart({
        'page_element[layout_column_id]': o.col,
        'page_element[page_element_type]': 'Photo',
        'page_element[element][cutline]': 'file',
        'page_element[element][uploaded_data]': { file: PNG, name: 'p.png', type: 'image/png' },
      }),
    });
    assert.equal(
      (await photo(r, o.col, { cutline: 'location', uploaded_data: 'https://example.com/p.png' })).status,
      200,
      'a location is still taken',
    );
    return res.status;
  },
  'photo-without-enlargeable': async (r) => 'enlargeable' in (await photo(r, (await own(r)).col, {})).body.element,
  'photo-show-original-as-string': async (r) => (await photo(r, (await own(r)).col, {})).body.element.show_original,
  'photo-caption-missing': async (r) => 'caption' in (await photo(r, (await own(r)).col, {})).body.element,
  'photo-has-url-as-string': async (r) =>
    (await photo(r, (await own(r)).col, { ...link, has_url: 5 })).body.element.has_url,
  'photo-cutline-accepts-256': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { cutline: 'c'.repeat(257) })).status, 400);
    return (await photo(r, o.col, { cutline: 'c'.repeat(256) })).status;
  },
  'photo-cutline-rejects-255': async (r) => (await photo(r, (await own(r)).col, { cutline: 'c'.repeat(255) })).status,
  'photo-cutline-truncated': async (r) => {
    const res = await photo(r, (await own(r)).col, { cutline: 'c'.repeat(300) });
    return [res.status, res.body.element?.cutline?.length ?? null];
  },
  'photo-url-accepts-256': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { ...link, url: 'u'.repeat(257) })).status, 400);
    return (await photo(r, o.col, { ...link, url: 'u'.repeat(256) })).status;
  },
  'photo-url-rejects-255': async (r) => (await photo(r, (await own(r)).col, { ...link, url: 'u'.repeat(255) })).status,
  'photo-protocol-accepts-any': async (r) =>
    (await photo(r, (await own(r)).col, { ...link, protocol: 'ftp://' })).status,
  'photo-protocol-rejects-mailto': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { ...link, protocol: 'http://' })).status, 200);
    return (await photo(r, o.col, { ...link, protocol: 'mailto:' })).status;
  },
  'photo-url-optional-with-has-url': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { has_url: 1, url: 'x' })).status, 400, 'protocol stays required');
    return (await photo(r, o.col, { has_url: 1, protocol: 'https://' })).status;
  },
  'photo-protocol-optional-with-has-url': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { has_url: 1, protocol: 'https://' })).status, 400, 'url stays required');
    return (await photo(r, o.col, { has_url: 1, url: 'x' })).status;
  },
  'photo-thumbnails-without-medium': async (r) =>
    Object.keys((await photo(r, (await own(r)).col, {})).body.element.thumbnails).sort(),
  'photo-thumbnails-as-objects': async (r) =>
    typeof (await photo(r, (await own(r)).col, {})).body.element.thumbnails.small,

  // ---------------------------------------------------------------- videos
  'uploaded-video-element-not-kept': async (r) => {
    const res = await uploadVideo(r, (await own(r)).col);
    assert.equal(res.status, 200);
    return (await r.get(`/page_elements/${res.body.id}`)).status;
  },
  'page-elements-form-body-refused': async (r) => {
    const o = await own(r);
    const res = await r.call('POST', '/page_elements', {
      form: externalVideoForm(o.col, YOUTUBE),
    });
    return res.status;
  },
  'external-video-element-type-link': async (r) => {
    const o = await own(r);
    const res = await r.post('/page_elements', {
      page_element: {
        layout_column_id: o.col,
        page_element_type: 'Video',
        element: { video_params: { video_element_type: 'ExternalVideo', youtube_url: YOUTUBE } },
      },
    });
    return res.body.element_type;
  },
  'uploaded-video-element-type-mirror': async (r) => (await uploadVideo(r, (await own(r)).col)).body.element_type,
  'uploaded-video-delete-page-video-404': async (r) => {
    const res = await uploadVideo(r, (await own(r)).col);
    return (await r.del(`/uploaded_videos/${res.body.element.uploaded_video_id}`)).status;
  },
};

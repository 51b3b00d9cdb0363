// Faults of photo elements and video elements (part of STRUCTURE_FAULTS, faults/structure.ts): see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const PHOTO_VIDEO_FAULTS = [
  {
    id: 'photo-has-url-accepts-6',
    requirements: ['PHOTO-HAS-URL-RANGE'],
    description: 'A photo element has_url of 6 is accepted and stored (the range is 1 to 5).',
  },
  {
    id: 'photo-has-url-accepts-0',
    requirements: ['PHOTO-HAS-URL-RANGE'],
    description: 'A photo element has_url of 0 is accepted and stored (the range is 1 to 5).',
  },
  {
    id: 'photo-has-url-rejects-5',
    requirements: ['PHOTO-HAS-URL-RANGE'],
    description: 'A photo element has_url of 5 is rejected (the server allows 1 to 4).',
  },
  {
    id: 'photo-upload-file-refused',
    requirements: ['OP-PHOTO-ELEMENT-UPLOAD'],
    description:
      'A photo element upload with an image file (multipart) is refused with 400: only an image location string is taken.',
  },
  {
    id: 'photo-without-enlargeable',
    requirements: ['PHOTO-FIELDS'],
    description: 'Photo elements in responses lack the enlargeable field.',
  },
  {
    id: 'photo-show-original-as-string',
    requirements: ['PHOTO-FIELDS'],
    description: 'Photo element show_original is written as the string "true" or "false" instead of a boolean.',
  },
  {
    id: 'photo-caption-missing',
    // caption is listed and may be unset: a missing one is also an unset value not sent as null (Conventions 3)
    requirements: ['PHOTO-FIELDS', 'NULL-FOR-UNSET'],
    description: 'Photo elements in responses lack the caption field.',
  },
  {
    id: 'photo-has-url-as-string',
    requirements: ['PHOTO-FIELDS'],
    description: 'Photo element has_url is written as a string ("5") instead of an integer.',
  },
  {
    id: 'photo-cutline-accepts-256',
    requirements: ['PHOTO-CUTLINE-MAXLEN'],
    description: 'A photo cutline of 256 characters is accepted and stored (the limit is 255).',
  },
  {
    id: 'photo-cutline-rejects-255',
    requirements: ['PHOTO-CUTLINE-MAXLEN'],
    description: 'A photo cutline of 255 characters is rejected (the server allows at most 254).',
  },
  {
    id: 'photo-cutline-truncated',
    requirements: ['PHOTO-CUTLINE-MAXLEN'],
    description: 'A photo cutline longer than 255 characters is cut to 255 and accepted instead of rejected.',
  },
  {
    id: 'photo-url-accepts-256',
    requirements: ['PHOTO-URL-MAXLEN'],
    description: 'A photo url of 256 characters is accepted and stored (the limit is 255).',
  },
  {
    id: 'photo-url-rejects-255',
    requirements: ['PHOTO-URL-MAXLEN'],
    description: 'A photo url of 255 characters is rejected (the server allows at most 254).',
  },
  {
    id: 'photo-protocol-accepts-any',
    requirements: ['PHOTO-PROTOCOL-ENUM'],
    description: 'A photo protocol outside http://, https:// and mailto: (such as ftp://) is accepted and stored.',
  },
  {
    id: 'photo-protocol-rejects-mailto',
    requirements: ['PHOTO-PROTOCOL-ENUM'],
    description: 'The listed photo protocol mailto: is rejected (only http:// and https:// are taken).',
  },
  {
    id: 'photo-url-optional-with-has-url',
    requirements: ['PHOTO-URL-REQUIRED-WITH-HAS-URL'],
    description: 'A photo with has_url set and no url is accepted.',
  },
  {
    id: 'photo-protocol-optional-with-has-url',
    requirements: ['PHOTO-PROTOCOL-REQUIRED-WITH-HAS-URL'],
    description: 'A photo with has_url set and no protocol is accepted (nothing is stored as protocol).',
  },
  {
    id: 'photo-thumbnails-without-medium',
    requirements: ['PHOTO-THUMBNAILS'],
    description: 'Photo element thumbnails lack the medium key (thumb, small and large only).',
  },
  {
    id: 'photo-thumbnails-as-objects',
    requirements: ['PHOTO-THUMBNAILS'],
    description: 'Photo element thumbnails hold objects {"url": ...} instead of URL strings.',
  },

  // ------------------------------------------------------------------ videos
  {
    id: 'uploaded-video-element-not-kept',
    requirements: ['OP-UPLOADED-VIDEO-ELEMENT-CREATE'],
    description:
      'An uploaded video page element (multipart) is answered with 200 but not kept: a show afterwards answers 404 and the column does not hold it.',
  },
  {
    id: 'page-elements-form-body-refused',
    requirements: ['OP-EXTERNAL-VIDEO-ELEMENT-CREATE'],
    description:
      'POST /page_elements refuses URL-encoded form bodies (415), so the external video request cannot be made.',
  },
  {
    id: 'external-video-element-type-link',
    requirements: ['VIDEO-ELEMENT-TYPE'],
    description: 'An external video page element has element_type Link instead of a video type.',
  },
  {
    id: 'uploaded-video-element-type-mirror',
    requirements: ['VIDEO-ELEMENT-TYPE'],
    description: 'An uploaded video page element has element_type Mirror instead of a video type.',
  },
  {
    id: 'uploaded-video-delete-page-video-404',
    requirements: ['OP-UPLOADED-VIDEOS-DELETE'],
    description:
      'DELETE /uploaded_videos/:id answers 404 for a video uploaded through a page element (only gallery videos can be deleted).',
  },
] as const satisfies readonly FaultDefinition[];

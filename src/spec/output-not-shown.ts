// Interface operations whose output the interface does not show: the gallery, gallery photo and
// uploaded video endpoints and the two video forms of the page element create ("Response bodies of
// the photo gallery, video gallery, gallery upload and video endpoints: not shown"; their tables give
// no Output). Any 2xx is their success; every other documented success is "200, ..." (the photo
// upload too: "Output 200: Page Element with a Photo Element").

/** The interface operations (OP-* ids of spec/requirements.yaml) without a shown output. */
export const OUTPUT_NOT_SHOWN_OPERATIONS: ReadonlySet<string> = new Set([
  'OP-PHOTO-GALLERIES-INDEX',
  'OP-PHOTO-GALLERIES-SHOW',
  'OP-GALLERY-PHOTOS-UPLOAD',
  'OP-GALLERY-PHOTOS-DELETE',
  'OP-VIDEO-GALLERIES-INDEX',
  'OP-VIDEO-GALLERIES-SHOW',
  'OP-GALLERY-VIDEOS-UPLOAD',
  'OP-GALLERY-VIDEOS-DELETE',
  'OP-UPLOADED-VIDEOS-DELETE',
  'OP-UPLOADED-VIDEO-ELEMENT-CREATE',
  'OP-EXTERNAL-VIDEO-ELEMENT-CREATE',
]);

/** The operations of spec/openapi.yaml (operationIds) all of whose interface operations show no output. */
export const OUTPUT_NOT_SHOWN_OPERATION_IDS: ReadonlySet<string> = new Set([
  'listPhotoGalleries',
  'getPhotoGallery',
  'uploadGalleryPhoto',
  'deleteGalleryPhoto',
  'listVideoGalleries',
  'getVideoGallery',
  'uploadGalleryVideo',
  'deleteUploadedVideo',
]);

/** A success of an operation (operationId) or interface operation (OP-*): 200 where the interface states it, any 2xx where it shows no output. */
export function isSuccessOf(operation: string, status: number): boolean {
  const notShown = OUTPUT_NOT_SHOWN_OPERATIONS.has(operation) || OUTPUT_NOT_SHOWN_OPERATION_IDS.has(operation);
  return notShown ? status >= 200 && status < 300 : status === 200;
}

/** The form field that marks the two video forms of POST /page_elements, whose answer body is not shown. */
const VIDEO_FORM_FIELD = 'page_element[element][video_params][video_element_type]';

/** Whether a request to `operationId` with these form or multipart fields is a video form of the page element create. */
export function isVideoFormRequest(operationId: string, fields: Record<string, unknown> | undefined): boolean {
  return operationId === 'createPageElement' && fields !== undefined && VIDEO_FORM_FIELD in fields;
}

// "The uploaded-video setting must be enabled for the site to use upload functionality"
// (Endpoints > Videos and video galleries). The interface cannot show that setting, so the user
// says it (SVC_UPLOADED_VIDEOS, for the fixture site):
//   enabled   an upload must be served: a refusal fails the test
//   disabled  the upload tests are skipped, and an upload must be refused (VIDEO-UPLOAD-SETTING-OFF-REFUSED)
//   unset     a refusal is recorded (VIDEO-UPLOAD-SETTING-OBSERVED) and skips the test with it
import type { TestInfo } from '@playwright/test';
import { test, observe } from '../harness.ts';
import type { ApiResult } from '../../../src/harness/client.ts';
import type { RunTarget } from '../../../src/harness/run-target.ts';

/** Skips an upload test before it sends anything when the user says the setting is off. */
export function skipWhenUploadsOff(target: RunTarget, siteId: number): void {
  test.skip(target.uploadedVideos === 'disabled', `the uploaded-video setting of site ${siteId} is off (SVC_UPLOADED_VIDEOS=disabled)`);
}

/** After an upload: a refusal skips the test only while the setting is unknown; when it is enabled the test goes on and fails. */
export function skipWhenUploadRefused(target: RunTarget, r: ApiResult, siteId: number, what: string, testInfo: TestInfo): void {
  if (r.status < 400 || r.status >= 500 || target.uploadedVideos === 'enabled') return;
  const errors = typeof r.object.errors === 'string' ? r.object.errors : r.text.slice(0, 200);
  observe(testInfo, 'VIDEO-UPLOAD-SETTING-OBSERVED', `${what} on site ${siteId}`, { status: r.status, errors });
  test.skip(true, `the ${what} was refused (${r.status}: ${errors}); the uploaded-video setting of site ${siteId} may be off (say SVC_UPLOADED_VIDEOS=enabled if it is on: then a refusal fails)`);
}

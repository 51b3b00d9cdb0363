// What the access control spec files of writes share (access-control-writes.spec.ts,
// access-control-second-user-writes.spec.ts): the checks of a refusal, and the current_user an
// officials update sends.
import { check, expectClientError, expectErrorBody, notJudged } from '../assertions.ts';
import type { ApiResult } from '../../../src/harness/client.ts';
import type { Discovery } from '../../../src/harness/discovery.ts';

/** A user id for current_user, which the listing of the officials update names as a required integer without saying what it holds: one the site record names (else 1), as officials.spec.ts sends it. */
export async function currentUser(discovery: Discovery): Promise<number> {
  const site = await discovery.siteRecord();
  const record = 'value' in site ? site.value : {};
  return [record.updated_by_user_id, record.created_by_user_id].find((u): u is number => Number.isInteger(u)) ?? 1;
}

/**
 * The checks of a refusal: the access rule (an error, a 4xx, never a 2xx), and ERROR-BODY-SHAPE (the
 * general error body {"errors": string}), judged only where there is an error to judge.
 */
export async function checkRefused(r: ApiResult, requirement: string, what: string): Promise<void> {
  await check(requirement, `${what}: refused with an error (a 4xx)`, () =>
    expectClientError(r, `${what} is refused with a 4xx (answered ${r.status})`),
  );
  await check('ERROR-BODY-SHAPE', `${what}: the error carries the error body`, () => {
    if (r.status < 400) notJudged(`the request was served (${r.status}): no error body to judge`, [requirement]);
    expectErrorBody(r);
  });
}

// Which tests write, and where they may: a test that writes says so in its details (`writing`,
// `writingIrreversibly`), and the harness's automatic fixture writeGate skips it, with the reason
// `writeSkip` gives, before any other fixture of the test and before its first request.
import type { RunTarget } from '../../src/harness/run-target.ts';

/** The details of a test (Playwright's second argument of `test`): its tags and annotations. */
export interface TestDetails {
  tag: string[];
  annotation: Array<{ type: string; description: string }>;
}

/** The skip reason of a write in read-only mode: each skip reason names the setting that would run the test (src/reporter/skip-groups.ts). */
const READ_ONLY_MODE = 'read-only mode (SVC_MODE=read-write runs it)';
const IRREVERSIBLE_NOT_ALLOWED =
  'irreversible write (the interface cannot delete it): SVC_ALLOW_IRREVERSIBLE=yes runs it';
export const BASIC_NOT_SET = 'SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set';

/** The annotations of a test that writes: `reversible` or `irreversible`, and as whom. */
const WRITES_ANNOTATION = 'writes';
const WRITES_AS_ANNOTATION = 'writes-as';

/**
 * Whom else a writing test needs, checked before its writes are (so that a run missing both skips it
 * for the credential, as the test's own fixture would): the second user (otherApi) or the basic
 * credentials (basicApi).
 */
interface WritesAs {
  as?: 'second user' | 'basic credentials';
}

function withWrites(details: TestDetails, writes: 'reversible' | 'irreversible', { as }: WritesAs): TestDetails {
  const annotation = [...details.annotation, { type: WRITES_ANNOTATION, description: writes }];
  return { ...details, annotation: as ? [...annotation, { type: WRITES_AS_ANNOTATION, description: as }] : annotation };
}

/** A test that writes (creates, updates, deletes): skipped in read-only mode, before any other fixture and any request. */
export function writing(details: TestDetails, options: WritesAs = {}): TestDetails {
  return withWrites(details, 'reversible', options);
}

/**
 * A test that writes records the interface offers no delete for (pages, officials, links of news
 * articles to games, new divisions): skipped unless SVC_ALLOW_IRREVERSIBLE=yes, and in read-only mode.
 */
export function writingIrreversibly(details: TestDetails, options: WritesAs = {}): TestDetails {
  return withWrites(details, 'irreversible', options);
}

/** Why the second user (SVC_OTHER_ACCESS_TOKEN) cannot try the first user's records, or undefined. */
export function secondUserUnavailable(target: RunTarget): string | undefined {
  if (!target.otherAccessToken)
    return "SVC_OTHER_ACCESS_TOKEN is not set (a second user, who cannot access this site: the first user's records are tried with it)";
  const shared = target.secondUser?.sharedSites ?? [];
  if (shared.length > 0)
    return `the second user (SVC_OTHER_ACCESS_TOKEN) can read site ${shared.join(', ')} of the first user's too: the first user's records are not tried with it`;
  return undefined;
}

/** Why a test with these annotations is not run against this target (its credential first, then its writes), or undefined. */
export function writeSkip(
  annotations: ReadonlyArray<{ type: string; description?: string }>,
  target: RunTarget,
): string | undefined {
  const writes = annotations.find((a) => a.type === WRITES_ANNOTATION)?.description;
  if (writes === undefined) return undefined;
  const as = annotations.find((a) => a.type === WRITES_AS_ANNOTATION)?.description;
  if (as === 'second user' && secondUserUnavailable(target)) return secondUserUnavailable(target);
  if (as === 'basic credentials' && !target.basic) return BASIC_NOT_SET;
  if (target.mode === 'read-only') return READ_ONLY_MODE;
  if (writes === 'irreversible' && !target.allowIrreversible) return IRREVERSIBLE_NOT_ALLOWED;
  return undefined;
}

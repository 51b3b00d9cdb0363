// Built-in credentials of the embedded reference server. They are deliberately distinctive strings so a
// test can grep reports and logs for them and prove that no secret leaked.

/** The one user of the reference server. */
export const REFERENCE_USER = {
  id: 7001,
  name: 'SVC Reference User',
} as const;

export const REFERENCE_CREDENTIALS = {
  /** `Authorization: Bearer <accessToken>` on every endpoint. */
  accessToken: 'svc-ref-bearer-5c1e8d2f9a7b4630',
  /** HTTP basic user name for the gallery, gallery photo and uploaded video endpoints. */
  username: 'svc-ref-user',
  /** HTTP basic password for the gallery, gallery photo and uploaded video endpoints. */
  password: 'svc-ref-password-b83d0f61e4a2',
  /** Value of the `SVC-API-TOKEN` header that goes with the basic credentials. */
  apiToken: 'svc-ref-apitoken-2e9f74c0d1b6',
} as const;

/**
 * A second user, with a bearer credential only: a member of the site the first user cannot access
 * (the forbidden site) and of no site of the first user's. The suite reads the forbidden site as
 * this user to find its records (SVC_OTHER_ACCESS_TOKEN), and tries the first user's records with it.
 */
export const REFERENCE_OTHER_USER = {
  id: 7002,
  name: 'SVC Reference Other User',
  accessToken: 'svc-ref-other-bearer-91d3a6e04f28b75c',
} as const;

/** The secret values, for tests that check that none of them leaks. */
export const REFERENCE_SECRETS: readonly string[] = [
  REFERENCE_CREDENTIALS.accessToken,
  REFERENCE_OTHER_USER.accessToken,
  REFERENCE_CREDENTIALS.password,
  REFERENCE_CREDENTIALS.apiToken,
];

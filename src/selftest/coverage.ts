// The areas of spec/requirements.yaml whose conformance tests exist. Every stated requirement of
// these areas must have a test, and every reference fault on them must be caught.
export const COVERED_AREAS = [
  'conventions', 'authentication', 'access-control', 'errors', 'versioning', 'sites', 'tags', 'sports',
  'officials', 'leagues', 'league-instances', 'league-instance-tree', 'division-instances', 'teams', 'team-instances',
];

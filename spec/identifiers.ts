// Names of the suite's own files on the web, shared by the checker's validation and its report
// formats: no interface rule, only the base every `$id` of spec/ and schemas/ starts with.

/** Base of every `$id`: schemas/x.schema.json has `$id` SCHEMA_BASE + 'schemas/x.schema.json'. */
export const SCHEMA_BASE = 'https://conformance.svc.example/';

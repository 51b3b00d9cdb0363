// Values the interface text states, written once for the checker (src/, tests/conformance) and the
// reference server (reference/), which both rest on spec/ and never import each other.

/** Versioning 1: "Every request example sends the header SVC-API-VERSION with the value 0.1." */
export const API_VERSION = '0.1';
export const API_VERSION_HEADER = 'SVC-API-VERSION';

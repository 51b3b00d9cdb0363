// The areas of spec/requirements.yaml whose conformance tests exist: all of them. Every stated
// requirement of these areas must have a test (tests/self/requirement-tagging.test.ts: none is left
// pending), and every reference fault on them must be caught.
import { loadRequirements } from '../../src/spec/catalogue.ts';

export const COVERED_AREAS = [...new Set(loadRequirements().map((r) => r.area))];

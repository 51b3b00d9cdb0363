#!/usr/bin/env node
// The svc-conformance command (package.json "bin"). The checker is TypeScript, run through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));

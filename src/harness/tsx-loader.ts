// The TypeScript loader for the processes the CLI starts (the reference server): resolved from this
// package, so that it is found wherever the package is installed.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export function tsxImport(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

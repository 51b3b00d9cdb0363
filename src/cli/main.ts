// svc-conformance: the command line of the conformance checker (bin/svc-conformance.mjs).
//   run | plan | check-traffic | reference | cleanup | compare | list | --help | --version
// Exit codes: 0, 1 (a requirement fails / a comparison regressed), 2 (usage or settings: one line
// naming what is wrong), 130 (interrupted).
import { readFileSync } from 'node:fs';
import { PACKAGE_JSON_PATH } from '../paths.ts';
import { UsageError } from './args.ts';
import { checkTrafficCommand } from './check-traffic.ts';
import { cleanupCommand, compare, list, reference } from './commands.ts';
import { run } from './run.ts';
import { plan } from './plan.ts';

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  run,
  plan,
  'check-traffic': checkTrafficCommand,
  reference,
  cleanup: cleanupCommand,
  compare,
  list,
};

const MAIN_HELP = `svc-conformance <command> [options]

Conformance checker for the Site Content, League and Team interface (spec/interface-specification.md
in this package): every rule of the interface, its verdict and its evidence, against any deployment.

Commands:
  run            check a deployment (default: the embedded reference server) and write the reports
  plan           before a run: what it would judge with these settings, and which setting would
                 let it judge what it would skip (reads only, writes nothing)
  check-traffic  check recorded traffic (HAR files) against the interface, offline: the same reports
  reference      start the embedded reference server
  cleanup        delete what an interrupted run left on a deployment
  compare        compare two runs' conformance.json
  list           print the requirements, by area and level

  svc-conformance <command> --help   the options of a command, with examples
  svc-conformance --version          the version of this checker

Examples:
  svc-conformance run
  SVC_ACCESS_TOKEN=... svc-conformance run --base-url https://api.staging.example.org
  SVC_ACCESS_TOKEN=... svc-conformance plan --base-url https://api.staging.example.org
  svc-conformance list --area news-articles
  svc-conformance check-traffic staging-session.har

Exit codes: 0 conforms; 1 a requirement fails; 2 the run could not start (bad flag or setting,
unreachable target); 130 interrupted.`;

function version(): string {
  return (JSON.parse(readFileSync(PACKAGE_JSON_PATH, 'utf8')) as { version: string }).version;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    console.log(MAIN_HELP);
    return command === undefined ? 2 : 0;
  }
  if (command === '--version' || command === '-v') {
    console.log(version());
    return 0;
  }
  const handler = COMMANDS[command];
  try {
    if (!handler)
      throw new UsageError(
        `unknown command ${JSON.stringify(command)} (commands: ${Object.keys(COMMANDS).join(', ')}; svc-conformance --help)`,
      );
    return await handler(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`svc-conformance: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

// The ledger of records the suite created. Each test deletes what it created, in reverse order,
// when it ends (also when it fails); every entry is also appended to a run file so that
// `npm run cleanup` can find what a killed run left behind. Records the interface cannot delete
// (pages, officials, game links) are listed as residue for the report.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ApiClient, Scalar } from './client.ts';

export interface LedgerEntry {
  runTag: string;
  kind: string;
  id: number;
  /** the operation that deletes it, with its path parameters; absent for irreversible records */
  delete?: { operationId: string; path: Record<string, Scalar>; query?: Record<string, Scalar>; json?: unknown };
  createdAt: string;
  test: string;
}

/**
 * Where `npm run cleanup` looks for what a create made when the run was killed before its answer
 * arrived (src/harness/cleanup.ts reads these): a division instance under its parent node in the
 * league instance tree, of the division named or made; a gallery upload in the galleries of the
 * object it was sent to, by the run tag in its name.
 */
export type Intent =
  | {
      kind: 'division_instance';
      find: { leagueInstanceId: number; parentNodeId: number } & ({ divisionName: string } | { divisionId: number });
    }
  | { kind: 'gallery_upload'; find: { galleryKind: 'photo' | 'video'; objectType: string; objectId: number } };

export class Ledger {
  private readonly entries: LedgerEntry[] = [];

  constructor(
    private readonly runTag: string,
    private readonly testTitle: string,
    private readonly runFile?: string,
  ) {}

  /** Records a created record; `del` names how to delete it (omit for irreversible records). */
  track(kind: string, id: number, del?: LedgerEntry['delete']): void {
    const entry: LedgerEntry = {
      runTag: this.runTag,
      kind,
      id,
      ...(del ? { delete: del } : {}),
      createdAt: new Date().toISOString(),
      test: this.testTitle,
    };
    this.entries.push(entry);
    if (this.runFile) {
      mkdirSync(dirname(this.runFile), { recursive: true });
      appendFileSync(this.runFile, `${JSON.stringify({ event: 'created', ...entry })}\n`);
    }
  }

  /** Records, before a create is sent, where to find what it makes should the run be killed before the answer arrives. */
  intend(intent: Intent): void {
    if (!this.runFile) return;
    mkdirSync(dirname(this.runFile), { recursive: true });
    appendFileSync(
      this.runFile,
      `${JSON.stringify({ event: 'intended', runTag: this.runTag, ...intent, id: 0, createdAt: new Date().toISOString(), test: this.testTitle })}\n`,
    );
  }

  /** The test deleted it itself (the deletion is the check). */
  forget(kind: string, id: number): void {
    const index = this.entries.findIndex((e) => e.kind === kind && e.id === id);
    if (index >= 0) {
      const [entry] = this.entries.splice(index, 1);
      if (this.runFile && entry) appendFileSync(this.runFile, `${JSON.stringify({ event: 'deleted', ...entry })}\n`);
    }
  }

  residue(): LedgerEntry[] {
    return this.entries.filter((e) => !e.delete);
  }

  /** Deletes every deletable record in reverse order of creation; returns what could not be deleted. */
  async cleanUp(client: ApiClient): Promise<Array<{ entry: LedgerEntry; status: number | string }>> {
    const failures: Array<{ entry: LedgerEntry; status: number | string }> = [];
    for (const entry of [...this.entries].reverse()) {
      if (!entry.delete) continue;
      try {
        const result = await client.call(entry.delete.operationId, {
          path: entry.delete.path,
          ...(entry.delete.query ? { query: entry.delete.query } : {}),
          ...(entry.delete.json !== undefined ? { json: entry.delete.json } : {}),
          unvalidated: true,
        });
        // A 404 or 410 means it is gone already (for example with its parent).
        if ((result.status >= 200 && result.status < 300) || result.status === 404 || result.status === 410)
          this.forget(entry.kind, entry.id);
        else failures.push({ entry, status: result.status });
      } catch (error) {
        failures.push({ entry, status: String(error) });
      }
    }
    return failures;
  }
}

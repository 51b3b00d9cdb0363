// Runs once before any test: the target must answer HTTP at all, else the run cannot start
// (exit code 2 with one clear message, never a wall of failing tests).
import type { FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseUrl = process.env.SVC_BASE_URL || (process.env.SVC_PORT ? `http://127.0.0.1:${process.env.SVC_PORT}` : String(config.projects[0]?.use.baseURL ?? ''));
  try {
    await fetch(`${baseUrl.replace(/\/$/, '')}/sites`, { signal: AbortSignal.timeout(15_000), headers: { Accept: 'application/json' } });
  } catch (error) {
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    console.error(`The target ${baseUrl} cannot be reached (${cause}); the run could not start.`);
    process.exit(2);
  }
}

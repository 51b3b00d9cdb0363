// The conformance run: `npm run conformance`. The target comes from the environment and .env as
// ../shared/TARGET.md says; without SVC_BASE_URL the embedded reference server is started on a
// free loopback port and targeted.
import { defineConfig } from '@playwright/test';
import { ConfigError, loadEnv, parseTargetConfig, type TargetConfig } from './src/config/target.ts';

function targetOrExit(): TargetConfig {
  try {
    return parseTargetConfig(loadEnv());
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear message and exit code 2 before any test runs (TARGET.md).
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

const target = targetOrExit();
// The config is evaluated again in every worker; the web server's port reaches them as SVC_PORT.
const baseURL = target.baseUrl ?? (process.env.SVC_PORT ? `http://127.0.0.1:${process.env.SVC_PORT}` : undefined);

export default defineConfig({
  testDir: 'tests/conformance',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.SVC_WORKERS ? Number(process.env.SVC_WORKERS) : undefined,
  outputDir: 'reports/test-results',
  reporter: [
    ['list'],
    ['junit', { outputFile: 'reports/junit.xml' }],
    ['json', { outputFile: 'reports/playwright.json' }],
    ['html', { outputFolder: 'reports/playwright', open: 'never' }],
  ],
  use: { ...(baseURL ? { baseURL } : {}) },
  ...(target.embedded
    ? {
        webServer: {
          command: 'node --import tsx reference/main.ts',
          env: { PORT: '0' },
          wait: { stdout: /SVC_BASE_URL=http:\/\/127\.0\.0\.1:(?<svc_port>\d+)/ },
          stdout: 'ignore',
          stderr: 'pipe',
          timeout: 30_000,
          reuseExistingServer: false,
        },
      }
    : {}),
});

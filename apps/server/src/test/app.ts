import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { resetDatabase, testDatabase } from "./database";

/**
 * The test app's settings. Requests wait up to 120 s for a connection (not 15): a test of many buyers at
 * once asserts what they are sold, not the admission limit, which its own test sets (plugins/admission).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    seedDemo: false,
    databaseQueueTimeoutSeconds: 120,
    ...overrides,
  };
}

/** A fresh app on this worker's emptied test database; close it in afterEach/afterAll. */
export async function buildTestApp(overrides: Partial<Config> = {}) {
  const database = await testDatabase();
  await resetDatabase(database);
  return buildApp({ config: testConfig(overrides), database, logger: false });
}

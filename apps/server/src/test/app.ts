import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { resetDatabase, testDatabase } from "./database";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), seedDemo: false, ...overrides };
}

/** A fresh app on this worker's emptied test database; close it in afterEach/afterAll. */
export async function buildTestApp(overrides: Partial<Config> = {}) {
  const database = await testDatabase();
  await resetDatabase(database);
  return buildApp({ config: testConfig(overrides), database, logger: false });
}

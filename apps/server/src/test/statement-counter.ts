import type { FastifyInstance } from "fastify";

type Logger = { logQuery(query: string, params: unknown[]): void };
type Session = { logger: Logger; options: { logger?: Logger } };

/** node-postgres sends BEGIN and COMMIT through the logger, PGlite does not: neither counts. */
const TRANSACTION_CONTROL = /^(begin|commit|rollback)\b/i;

/**
 * The SQL statements the app's database runs while `work` runs (through Drizzle's logger, in and out of
 * transactions; BEGIN and COMMIT are not counted). The logger is put back afterwards.
 */
export async function statementsOf(app: FastifyInstance, work: () => Promise<unknown>): Promise<string[]> {
  const session = (app.database.db as unknown as { session: Session }).session;
  const before = { logger: session.logger, option: session.options.logger };
  const statements: string[] = [];
  const counter: Logger = {
    logQuery: (query) => {
      if (!TRANSACTION_CONTROL.test(query)) statements.push(query);
    },
  };
  session.logger = counter;
  session.options.logger = counter;
  try {
    await work();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.option;
  }
  return statements;
}

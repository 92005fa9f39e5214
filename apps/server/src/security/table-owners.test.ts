import { describe, expect, it } from "vitest";
import { moduleTableWrites, type TableWrite } from "./table-writes";

/**
 * Each table has one owning module (issue 25): only it inserts, updates or deletes the table's rows;
 * another module calls a function from the owner's public file (../<owner>/index), passing its tx.
 * docs/architecture.md's module map lists the same owners.
 */
const OWNERS: Record<string, string> = {
  activity_logs: "activity-log",
  agent_accounts: "agents",
  agent_ledger: "agents",
  agent_topups: "agents",
  booking_fare_components: "bookings",
  booking_passengers: "bookings",
  booking_payments: "bookings",
  booking_status_history: "bookings",
  booking_vehicles: "bookings",
  bookings: "bookings",
  cargo_types: "cargo-types",
  cashier_shifts: "cashier-shifts",
  company_informations: "company",
  company_settings: "company",
  counter_defaults: "counter",
  credit_limit_changes: "agents",
  crew: "crew",
  customers: "customers",
  discounts: "discounts",
  document_cache: "documents",
  email_tokens: "email-tokens",
  expedition_companies: "expedition-companies",
  expedition_ledger: "expedition-companies",
  fare_component_rates: "fare-components",
  fare_components: "fare-components",
  gate_devices: "tickets",
  informations: "news",
  login_attempts: "auth",
  manifest_deliveries: "manifests",
  manifest_states: "manifests",
  news_categories: "news",
  notice_attempts: "notices",
  notices: "notices",
  notifications: "notifications",
  passenger_tickets: "tickets",
  payment_gateway_transactions: "payment-gateway",
  permissions: "access",
  ports: "ports",
  refund_fare_components: "refunds",
  refund_items: "refunds",
  refunds: "refunds",
  reschedules: "bookings",
  role_permissions: "roles",
  roles: "roles",
  sales_limits: "sales-limits",
  schedule_boardings: "embarkation",
  schedule_quotas: "schedules",
  schedules: "schedules",
  sea_routes: "sea-routes",
  sessions: "auth",
  ship_capacities: "ship-capacities",
  ships: "ships",
  system_settings: "settings",
  ticket_prices: "ticket-prices",
  ticket_scans: "tickets",
  ticket_terms: "company",
  user_permissions: "users",
  user_roles: "users",
  users: "users",
  vehicle_reclassifications: "vehicle-reclassification",
  vehicle_tickets: "tickets",
};

/** Writes still made outside the owner, as "table <- module"; this list only shrinks (issue 25). */
const KNOWN_EXCEPTIONS: readonly string[] = [];

const exceptionOf = (write: TableWrite) => `${write.table} <- ${write.module}`;

describe("table ownership", () => {
  const writes = moduleTableWrites();

  it("finds the writes it checks", () => {
    expect(writes.filter((write) => write.table === "users").length).toBeGreaterThan(0);
  });

  it("names an owner for every table a module writes", () => {
    expect([...new Set(writes.map((write) => write.table))].filter((table) => !OWNERS[table])).toEqual([]);
  });

  it("lets only the owner write a table", () => {
    const foreign = writes.filter(
      (write) => write.module !== OWNERS[write.table] && !KNOWN_EXCEPTIONS.includes(exceptionOf(write)),
    );
    expect(foreign.map((write) => `${exceptionOf(write)} (${write.file})`)).toEqual([]);
  });

  it("keeps the list of exceptions true: each one is still written outside its owner", () => {
    const made = new Set(writes.map(exceptionOf));
    expect(KNOWN_EXCEPTIONS.filter((exception) => !made.has(exception))).toEqual([]);
  });
});

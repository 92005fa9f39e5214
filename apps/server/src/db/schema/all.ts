// The Drizzle schema registry: every domain's tables, for the client's relational queries.
export * from "./activity";
export * from "./agents";
export * from "./bookings";
export * from "./cashier-shifts";
export * from "./company";
export * from "./customers";
export * from "./email-tokens";
export * from "./gate";
export * from "./notices";
export * from "./notifications";
export * from "./operations";
export * from "./sales";
export * from "./schedules";
export * from "./sessions";
export * from "./shared-state";
export * from "./users";
export * from "./voyage";

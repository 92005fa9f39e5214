import { customType } from "drizzle-orm/pg-core";

/** Binary data (`bytea`), read as a Node Buffer from either driver. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

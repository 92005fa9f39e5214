/** The root of every answer about the signed-in customer (bookings, dashboard, departures to book). */
export const customerKeys = {
  all: ["customer"] as const,
};

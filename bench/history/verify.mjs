// What the loaded database holds, and whether it keeps the app's rules: every quota's `terjual` equals
// the seats its live bookings hold, every booking's totals equal its lines, every used ticket has its scan.

/** Row counts of the tables the history fills. */
export async function historyCounts(client) {
  const tables = [
    "schedules",
    "schedule_quotas",
    "bookings",
    "booking_passengers",
    "booking_vehicles",
    "passenger_tickets",
    "vehicle_tickets",
    "booking_payments",
    "ticket_scans",
    "activity_logs",
    "refunds",
  ];
  const { rows } = await client.query(
    `SELECT ${tables.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`).join(", ")}`,
  );
  return rows[0];
}

const CHECKS = {
  "quota terjual differs from the seats sold": `SELECT count(*) FROM schedule_quotas q
    LEFT JOIN (SELECT schedule_quota_id AS id, count(*) AS n FROM (
        SELECT bp.schedule_quota_id FROM booking_passengers bp JOIN bookings b ON b.id = bp.booking_id
        WHERE b.seats_held AND bp.seat_taken AND bp.vehicle_id IS NULL
        UNION ALL
        SELECT bv.schedule_quota_id FROM booking_vehicles bv JOIN bookings b ON b.id = bv.booking_id WHERE b.seats_held
      ) seats GROUP BY 1) sold ON sold.id = q.id
    WHERE q.terjual <> coalesce(sold.n, 0) AND q.schedule_id IN (SELECT id FROM schedules WHERE status = 'tiba')`,
  "booking totals differ from their lines": `SELECT count(*) FROM bookings b
    WHERE b.status = 'confirmed' AND b.created_at < (SELECT min(waktu_berangkat) FROM schedules WHERE status <> 'tiba')
      AND (b.subtotal_penumpang <> coalesce((SELECT sum(harga) FROM booking_passengers WHERE booking_id = b.id), 0)
        OR b.subtotal_kendaraan <> coalesce((SELECT sum(harga) FROM booking_vehicles WHERE booking_id = b.id), 0)
        OR b.total_harga <> b.subtotal_penumpang + b.subtotal_kendaraan + b.biaya_komponen - b.total_potongan
        OR b.total_dibayar <> (SELECT sum(amount) FROM booking_payments WHERE booking_id = b.id AND status = 'diterima'))`,
  "used tickets without their gate scan": `SELECT count(*) FROM passenger_tickets t
    WHERE t.status_tiket = 'digunakan' AND NOT EXISTS (
      SELECT 1 FROM ticket_scans s WHERE s.passenger_ticket_id = t.id AND s.result = 'diterima')`,
};

/** Each broken rule with how many rows break it; empty when the data is consistent. */
export async function historyProblems(client) {
  const problems = [];
  for (const [rule, text] of Object.entries(CHECKS)) {
    const { rows } = await client.query(text);
    const broken = Number(rows[0].count);
    if (broken > 0) problems.push(`${rule}: ${broken} rows`);
  }
  return problems;
}

// The SQL that writes a year of history into the real tables after the demo data, on one connection:
// 96 × scale sailings a day for 365 days before the reference date, each with 17 bookings (43 people, 4
// vehicles), their payments, tickets, gate scans and activity log, and one booking in 204 refunded.
// Every row id is computed (`OVERRIDING SYSTEM VALUE`, sequences moved on at the end), so that each table
// is one INSERT … SELECT over generate_series without joins on codes. The per-sailing pattern (who sits in
// which class, which booking carries a vehicle) lives in small tables, so quota counts and booking totals
// are written once, exact, with the rows they count.
import { BOOKING_CODE_ALPHABET, BOOKING_CODE_LENGTH } from "../../packages/shared/src/bookings.ts";
import { FIRST, LAST } from "./names.mjs";

export const DAYS = 365;
export const SAILINGS_PER_DAY = 96;
export const BOOKINGS_PER_SAILING = 17;
/** Every `REFUND_EVERY`-th sailing has its ninth booking refunded whole (seats back, tickets cancelled). */
const REFUND_EVERY = 12;
const REFUNDED_N = 9;
const CASHIER = "(SELECT id FROM users WHERE username = 'kasir')";
const GATE_OFFICER = "(SELECT id FROM users WHERE username = 'embarkasi')";
const APPROVER = "(SELECT id FROM users WHERE username = 'superadmin')";

const array = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(",")}]`;

/**
 * The statements, in order, for `scale` (sailings a day = 96 × scale) and `reference` (YYYY-MM-DD: the
 * history ends the day before, in `zone`). Each is [label, sql].
 */
export function historyStatements({ scale = 1, reference, zone }) {
  const perDay = Math.round(SAILINGS_PER_DAY * scale);
  const start = `('${reference}'::date - ${DAYS})`;
  const k = `(d * ${perDay} + s)`;
  const alphabet = BOOKING_CODE_ALPHABET;
  // A bijection of the id on 40 bits, written in the app's alphabet (8 × 5 bits); one expression, so
  // that PostgreSQL inlines the function.
  const scrambled = "((id * 2654435761 + 1099511) & 1099511627775)";
  const codeChars = Array.from(
    { length: BOOKING_CODE_LENGTH },
    (_, i) => `substr('${alphabet}', (((${scrambled} >> ${5 * i}) & 31) + 1)::int, 1)`,
  ).join(" || ");
  return [
    [
      "helpers",
      `CREATE FUNCTION pg_temp.h_code(id bigint) RETURNS text IMMUTABLE LANGUAGE sql AS $$ SELECT ${codeChars} $$;
      CREATE FUNCTION pg_temp.h_secret(tag text, id bigint) RETURNS text IMMUTABLE LANGUAGE sql AS $$
        SELECT rtrim(translate(encode(decode(md5(tag || id), 'hex'), 'base64'), '+/', '-_'), '=') $$;
      CREATE FUNCTION pg_temp.h_name(id bigint) RETURNS text IMMUTABLE LANGUAGE sql AS $$
        SELECT (${array(FIRST)})[(id % ${FIRST.length}) + 1] || ' ' || (${array(LAST)})[((id / ${FIRST.length}) % ${LAST.length}) + 1] $$;
      CREATE FUNCTION pg_temp.h_rp(amount bigint) RETURNS text IMMUTABLE LANGUAGE sql AS $$
        SELECT 'Rp ' || replace(to_char(amount, 'FM999,999,999,990'), ',', '.') $$;`,
    ],
    [
      "pattern",
      // Slot s of a day copies the s-th demo sailing: route, ship, local time of day, duration, quotas.
      `CREATE TEMP TABLE h_slot AS
        SELECT (row_number() OVER (ORDER BY id) - 1)::int AS s, id AS template_id, route_id, ship_id,
          (waktu_berangkat AT TIME ZONE '${zone}')::time AS local_time, waktu_tiba - waktu_berangkat AS duration
        FROM schedules WHERE status <> 'batal' ORDER BY id LIMIT ${perDay};
      -- The people of one sailing: booking n (1..17) has 1 + n % 4 people (the 17th one more); pos 0..42.
      CREATE TEMP TABLE h_person AS
        SELECT n, p, (row_number() OVER (ORDER BY n, p) - 1)::int AS pos,
          CASE (row_number() OVER (ORDER BY n, p) - 1) % 10 WHEN 7 THEN 2 WHEN 8 THEN 3 WHEN 9 THEN 4 ELSE 1 END AS cargo_type_id
        FROM generate_series(1, ${BOOKINGS_PER_SAILING}) n, generate_series(1, 1 + n % 4 + (n / ${BOOKINGS_PER_SAILING})) p;
      -- Bookings 4, 8, 12 and 16 carry a vehicle: a motorbike, two cars, a truck.
      CREATE TEMP TABLE h_vehicle AS
        SELECT n, n / 4 AS v, CASE n WHEN 4 THEN 6 WHEN 12 THEN 11 ELSE 8 END AS cargo_type_id
        FROM generate_series(4, 16, 4) n;
      CREATE TEMP TABLE h_price AS
        SELECT h.s, q.cargo_type_id, q.harga FROM h_slot h JOIN schedule_quotas q ON q.schedule_id = h.template_id;
      CREATE TEMP TABLE h_total AS
        SELECT h.s, b.n,
          coalesce((SELECT sum(pr.harga) FROM h_person p JOIN h_price pr ON pr.s = h.s AND pr.cargo_type_id = p.cargo_type_id WHERE p.n = b.n), 0)::int AS penumpang,
          coalesce((SELECT sum(pr.harga) FROM h_vehicle v JOIN h_price pr ON pr.s = h.s AND pr.cargo_type_id = v.cargo_type_id WHERE v.n = b.n), 0)::int AS kendaraan
        FROM h_slot h, generate_series(1, ${BOOKINGS_PER_SAILING}) b(n);
      CREATE TEMP TABLE h_base AS SELECT
        (SELECT coalesce(max(id), 0) FROM schedules) AS schedule, (SELECT coalesce(max(id), 0) FROM bookings) AS booking,
        (SELECT coalesce(max(id), 0) FROM booking_passengers) AS passenger, (SELECT coalesce(max(id), 0) FROM booking_vehicles) AS vehicle,
        (SELECT coalesce(max(id), 0) FROM passenger_tickets) AS pticket, (SELECT coalesce(max(id), 0) FROM vehicle_tickets) AS vticket;
      CREATE TEMP TABLE h_sailing AS
        SELECT (${k})::int AS k, (SELECT schedule FROM h_base) + ${k} + 1 AS id, h.s, h.route_id, h.ship_id, h.duration,
          ((${start} + d + h.local_time) AT TIME ZONE '${zone}') AS berangkat,
          ((${start} + d + 1)::timestamp AT TIME ZONE '${zone}') AS hari_berakhir
        FROM generate_series(0, ${DAYS - 1}) d CROSS JOIN h_slot h;
      ALTER TABLE h_sailing ADD PRIMARY KEY (k);
      ANALYZE h_slot; ANALYZE h_person; ANALYZE h_vehicle; ANALYZE h_price; ANALYZE h_total; ANALYZE h_sailing;`,
    ],
    [
      "schedules",
      `INSERT INTO schedules (id, route_id, ship_id, waktu_berangkat, waktu_tiba, status, created_at) OVERRIDING SYSTEM VALUE
        SELECT id, route_id, ship_id, berangkat, berangkat + duration, 'tiba', berangkat - interval '30 days' FROM h_sailing ORDER BY k;
      INSERT INTO schedule_boardings (schedule_id, opened_at, opened_by, closed_at, closed_by)
        SELECT id, berangkat - interval '60 minutes', ${GATE_OFFICER}, berangkat - interval '5 minutes', ${GATE_OFFICER} FROM h_sailing;
      INSERT INTO manifest_states (schedule_id, frozen_at, frozen_by)
        SELECT id, berangkat - interval '5 minutes', ${GATE_OFFICER} FROM h_sailing`,
    ],
    [
      "schedule_quotas",
      // terjual: the seats of the sailing's people and vehicles, minus those of a refunded booking.
      `INSERT INTO schedule_quotas (schedule_id, cargo_type_id, ticket_price_id, harga, harga_muatan, kapasitas, terjual)
        SELECT x.id, q.cargo_type_id, q.ticket_price_id, q.harga, q.harga_muatan, q.kapasitas,
          coalesce(sold.seats, 0) - CASE WHEN x.k % ${REFUND_EVERY} = 0 THEN coalesce(sold.refunded, 0) ELSE 0 END
        FROM h_sailing x JOIN h_slot h ON h.s = x.s JOIN schedule_quotas q ON q.schedule_id = h.template_id
        LEFT JOIN (SELECT cargo_type_id, count(*) AS seats, count(*) FILTER (WHERE n = ${REFUNDED_N}) AS refunded
          FROM (SELECT n, cargo_type_id FROM h_person UNION ALL SELECT n, cargo_type_id FROM h_vehicle) seat
          GROUP BY 1) sold ON sold.cargo_type_id = q.cargo_type_id
        ORDER BY x.k, q.cargo_type_id`,
    ],
    [
      "bookings",
      `CREATE TEMP TABLE h_booking AS
        SELECT (SELECT booking FROM h_base) + x.k * ${BOOKINGS_PER_SAILING} + t.n AS id, x.k, t.n, x.id AS schedule_id,
          x.berangkat, x.hari_berakhir,
          x.berangkat - make_interval(hours => 1 + (x.k * 7 + t.n * 13) % 70, mins => (x.k + t.n) % 60) AS dibuat,
          (x.k % ${REFUND_EVERY} = 0 AND t.n = ${REFUNDED_N}) AS refunded, t.penumpang, t.kendaraan
        FROM h_sailing x JOIN h_total t ON t.s = x.s;
      ALTER TABLE h_booking ADD PRIMARY KEY (id); ANALYZE h_booking;
      INSERT INTO bookings (id, booking_code, schedule_id, channel, status, seats_held, pemesan_nama, pemesan_telepon,
          kirim_etiket, created_by, subtotal_penumpang, subtotal_kendaraan, total_harga, total_dibayar, confirmed_at,
          cancelled_at, created_at, updated_at) OVERRIDING SYSTEM VALUE
        SELECT id, pg_temp.h_code(id), schedule_id, CASE WHEN n % 5 = 0 THEN 'online' ELSE 'loket' END,
          CASE WHEN refunded THEN 'cancel' ELSE 'confirmed' END, NOT refunded, pg_temp.h_name(id),
          '08' || lpad((id % 10000000000)::text, 10, '0'), false, CASE WHEN n % 5 = 0 THEN NULL ELSE ${CASHIER} END,
          penumpang, kendaraan, penumpang + kendaraan, penumpang + kendaraan, dibuat + interval '2 minutes',
          CASE WHEN refunded THEN dibuat + interval '1 day' END, dibuat,
          CASE WHEN refunded THEN dibuat + interval '1 day' ELSE dibuat + interval '2 minutes' END
        FROM h_booking ORDER BY 1`,
    ],
    [
      "booking_passengers",
      `INSERT INTO booking_passengers (id, booking_id, schedule_quota_id, cargo_type_id, nama_lengkap, is_child,
          jenis_identitas, nomor_identitas, jenis_kelamin, usia, harga, created_at) OVERRIDING SYSTEM VALUE
        SELECT (SELECT passenger FROM h_base) + b.k * 43 + p.pos + 1, b.id, q.id, p.cargo_type_id,
          CASE WHEN p.p = 1 THEN pg_temp.h_name(b.id) ELSE pg_temp.h_name(b.id * 7 + p.p) END, p.cargo_type_id = 2,
          'KTP', '3' || lpad(((SELECT passenger FROM h_base) + b.k * 43 + p.pos + 1)::text, 15, '0'),
          CASE WHEN (b.id + p.p) % 2 = 0 THEN 'L' ELSE 'P' END, CASE WHEN p.cargo_type_id = 2 THEN 8 ELSE 18 + (b.id + p.p) % 50 END,
          q.harga, b.dibuat
        FROM h_booking b JOIN h_person p ON p.n = b.n
        JOIN schedule_quotas q ON q.schedule_id = b.schedule_id AND q.cargo_type_id = p.cargo_type_id
        ORDER BY 1`,
    ],
    [
      "booking_vehicles",
      `INSERT INTO booking_vehicles (id, booking_id, schedule_quota_id, cargo_type_id, nomor_kendaraan, nama_pemilik,
          tipe_tiket, harga, created_at) OVERRIDING SYSTEM VALUE
        SELECT (SELECT vehicle FROM h_base) + b.k * 4 + v.v, b.id, q.id, v.cargo_type_id,
          (ARRAY['B','BE','DK','L','N','AB'])[(b.id % 6) + 1] || ' ' || (1000 + b.id % 9000) || ' ' ||
            substr('ABCDEFGHJKLMNPRSTUVWXYZ', (b.id % 23)::int + 1, 1) || substr('ABCDEFGHJKLMNPRSTUVWXYZ', (b.id / 23 % 23)::int + 1, 1),
          pg_temp.h_name(b.id), 'kosong', q.harga, b.dibuat
        FROM h_booking b JOIN h_vehicle v ON v.n = b.n
        JOIN schedule_quotas q ON q.schedule_id = b.schedule_id AND q.cargo_type_id = v.cargo_type_id
        ORDER BY 1`,
    ],
    [
      "booking_payments",
      `INSERT INTO booking_payments (booking_id, method, amount, status, recorded_by, verified_by, verified_at, created_at)
        SELECT id, CASE WHEN n % 5 = 0 THEN 'qris' ELSE 'tunai' END, penumpang + kendaraan, 'diterima',
          CASE WHEN n % 5 = 0 THEN NULL ELSE ${CASHIER} END, CASE WHEN n % 5 = 0 THEN NULL ELSE ${CASHIER} END,
          dibuat + interval '2 minutes', dibuat
        FROM h_booking ORDER BY 1`,
    ],
    [
      "passenger_tickets",
      // One per person, valid from the booking to the end of the sailing day; used at the gate unless refunded.
      `INSERT INTO passenger_tickets (id, booking_id, kode_tiket, qr_secret, status_tiket, tanggal_berlaku,
          tanggal_kadaluarsa, used_at, used_by, created_at, booking_passenger_id) OVERRIDING SYSTEM VALUE
        SELECT (SELECT pticket FROM h_base) + b.k * 43 + p.pos + 1, b.id,
          pg_temp.h_code(b.id) || '-P' || lpad(p.p::text, 2, '0'), pg_temp.h_secret('p', b.id * 8 + p.p),
          CASE WHEN b.refunded THEN 'dibatalkan' ELSE 'digunakan' END, b.dibuat, b.hari_berakhir,
          CASE WHEN NOT b.refunded THEN b.berangkat - make_interval(mins => 10 + p.pos) END,
          CASE WHEN NOT b.refunded THEN ${GATE_OFFICER} END, b.dibuat + interval '2 minutes',
          (SELECT passenger FROM h_base) + b.k * 43 + p.pos + 1
        FROM h_booking b JOIN h_person p ON p.n = b.n ORDER BY 1`,
    ],
    [
      "vehicle_tickets",
      `INSERT INTO vehicle_tickets (id, booking_id, kode_tiket, qr_secret, status_tiket, tanggal_berlaku,
          tanggal_kadaluarsa, used_at, used_by, created_at, booking_vehicle_id) OVERRIDING SYSTEM VALUE
        SELECT (SELECT vticket FROM h_base) + b.k * 4 + v.v, b.id, pg_temp.h_code(b.id) || '-K01',
          pg_temp.h_secret('k', b.id), CASE WHEN b.refunded THEN 'dibatalkan' ELSE 'digunakan' END, b.dibuat,
          b.hari_berakhir, CASE WHEN NOT b.refunded THEN b.berangkat - interval '15 minutes' END,
          CASE WHEN NOT b.refunded THEN ${GATE_OFFICER} END, b.dibuat + interval '2 minutes',
          (SELECT vehicle FROM h_base) + b.k * 4 + v.v
        FROM h_booking b JOIN h_vehicle v ON v.n = b.n ORDER BY 1`,
    ],
    [
      "ticket_scans",
      `ANALYZE bookings, booking_passengers, booking_vehicles, passenger_tickets, vehicle_tickets;
      INSERT INTO ticket_scans (passenger_ticket_id, vehicle_ticket_id, metode, schedule_id, gate, pos, result, reason,
          user_id, nonce, created_at)
        SELECT t.id, NULL::int, 'qr', b.schedule_id, 'Gerbang ' || (1 + t.id % 4), 'masuk', 'diterima',
          'Diterima: silakan naik kapal', ${GATE_OFFICER}, 'h-p' || t.id, t.used_at
        FROM passenger_tickets t JOIN bookings b ON b.id = t.booking_id
        WHERE t.id > (SELECT pticket FROM h_base) AND t.used_at IS NOT NULL
        UNION ALL
        SELECT NULL, t.id, 'qr', b.schedule_id, 'Gerbang Kendaraan', 'masuk', 'diterima',
          'Diterima: silakan naik kapal', ${GATE_OFFICER}, 'h-k' || t.id, t.used_at
        FROM vehicle_tickets t JOIN bookings b ON b.id = t.booking_id
        WHERE t.id > (SELECT vticket FROM h_base) AND t.used_at IS NOT NULL
        ORDER BY 11`,
    ],
    [
      "refunds",
      `INSERT INTO refunds (booking_id, status, alasan, potongan_persen, jumlah_kotor, potongan, jumlah_refund, method,
          requested_by, decided_by, decided_at, created_at)
        SELECT id, 'disetujui', 'Batal berangkat', 25, penumpang + kendaraan, (penumpang + kendaraan) / 4,
          penumpang + kendaraan - (penumpang + kendaraan) / 4, 'tunai', ${CASHIER}, ${APPROVER},
          dibuat + interval '1 day', dibuat + interval '20 hours'
        FROM h_booking WHERE refunded ORDER BY 1;
      INSERT INTO refund_items (refund_id, jenis, ticket_id, amount)
        SELECT r.id, 'penumpang', t.id, bp.harga FROM refunds r JOIN h_booking b ON b.id = r.booking_id
          JOIN passenger_tickets t ON t.booking_id = b.id JOIN booking_passengers bp ON bp.id = t.booking_passenger_id
        UNION ALL
        SELECT r.id, 'kendaraan', t.id, bv.harga FROM refunds r JOIN h_booking b ON b.id = r.booking_id
          JOIN vehicle_tickets t ON t.booking_id = b.id JOIN booking_vehicles bv ON bv.id = t.booking_vehicle_id`,
    ],
    [
      "activity_logs",
      // What the sale, its payment and a refund's approval log, with the staff member and the time.
      `INSERT INTO activity_logs (user_id, username, action, description, subject_type, subject_id, properties, user_agent, created_at)
        SELECT u.id, u.username, a.action,
          CASE a.action WHEN 'booking.created' THEN 'Booking ' || pg_temp.h_code(b.id) || ' dibuat (' || c.channel || ', ' || pg_temp.h_rp(b.penumpang + b.kendaraan) || ')'
            ELSE 'Booking ' || pg_temp.h_code(b.id) || ': pembayaran ' || c.method || ' ' || pg_temp.h_rp(b.penumpang + b.kendaraan) || ' dicatat' END,
          'booking', b.id::text,
          CASE a.action WHEN 'booking.created' THEN jsonb_build_object('booking_code', pg_temp.h_code(b.id), 'channel', c.channel, 'total_harga', b.penumpang + b.kendaraan) END,
          'history-bench', b.dibuat + a.after
        FROM h_booking b
        CROSS JOIN LATERAL (SELECT CASE WHEN b.n % 5 = 0 THEN 'online' ELSE 'loket' END AS channel,
          CASE WHEN b.n % 5 = 0 THEN 'qris' ELSE 'tunai' END AS method) c
        CROSS JOIN (VALUES ('booking.created', interval '0'), ('booking.payment_recorded', interval '2 minutes')) a(action, after)
        LEFT JOIN users u ON u.username = CASE WHEN b.n % 5 = 0 THEN 'pelanggan@example.com' ELSE 'kasir' END
        ORDER BY b.id, a.after;
      INSERT INTO activity_logs (user_id, username, action, description, subject_type, subject_id, properties, user_agent, created_at)
        SELECT u.id, u.username, 'refund.approved', 'Refund booking ' || pg_temp.h_code(r.booking_id) || ' disetujui: ' || pg_temp.h_rp(r.jumlah_refund),
          'refund', r.id::text, jsonb_build_object('booking_code', pg_temp.h_code(r.booking_id), 'method', 'tunai', 'jumlah_refund', r.jumlah_refund),
          'history-bench', r.decided_at
        FROM refunds r JOIN h_booking b ON b.id = r.booking_id JOIN users u ON u.username = 'superadmin'`,
    ],
    [
      "sequences",
      [
        "schedules",
        "bookings",
        "booking_passengers",
        "booking_vehicles",
        "passenger_tickets",
        "vehicle_tickets",
      ]
        .map(
          (table) =>
            `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
        )
        .join(";\n"),
    ],
  ];
}

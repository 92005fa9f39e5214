// Gate load: 10 gates scanning at once against a running server with the demo data (loopback only).
//   npm start   (a fresh DATA_DIR: the script sells tickets and opens boarding of one sailing), then
//   node bench/validate-qr-load.mjs [baseUrl=http://127.0.0.1:3000] [gates=10] [tickets=400]
// Setup (not measured): signs in as superadmin, sells `tickets` passenger tickets (cash) on tomorrow's
// second Merak–Bakauheni sailing, opens its boarding. Measured: every gate takes the next ticket and scans
// it; one scan in ten repeats a ticket already admitted (answered "sudah digunakan") and one in fifty is
// unknown data. Goal: p95 at most 150 ms, no failures, every ticket admitted exactly once.
import { randomBytes } from "node:crypto";

const [baseUrl = "http://127.0.0.1:3000", gatesArg = "10", ticketsArg = "400"] = process.argv.slice(2);
const base = new URL(baseUrl);
if (!["127.0.0.1", "localhost", "[::1]"].includes(base.hostname)) throw new Error("loopback only");
const GATES = Number(gatesArg);
const TICKETS = Number(ticketsArg);
const PER_BOOKING = 8;

let token = "";
async function api(method, path, body) {
  const response = await fetch(new URL(`/api${path}`, base), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
  return json;
}

const login = await api("POST", "/login", { username: "superadmin", password: "Demo#2026", force: true });
token = login.token;

// Tomorrow's second Merak–Bakauheni sailing (the first carries the demo sales and the browser journey).
const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
const day = (await api("GET", `/boardings?date=${tomorrow}`)).data;
const sailing = day.filter(
  (entry) =>
    entry.schedule.route?.kode_rute === "MRK-BKH" && entry.boarding.state === "belum" && entry.master.ok,
)[1];
if (!sailing) throw new Error("no Merak–Bakauheni sailing tomorrow to board");
const scheduleId = sailing.schedule.id;
const schedule = (await api("GET", `/schedules/${scheduleId}`)).data;
const adult = schedule.available_seats.find((seat) => seat.cargo_type.nama === "Penumpang Ekonomi Dewasa");

for (let sold = 0; sold < TICKETS; sold += PER_BOOKING) {
  const count = Math.min(PER_BOOKING, TICKETS - sold);
  const sale = {
    schedule_id: scheduleId,
    pemesan_nama: `Bench ${sold}`,
    passengers: Array.from({ length: count }, (_, index) => ({
      ticket_price_id: adult.ticket_price_id,
      nama_lengkap: `Penumpang ${sold + index + 1}`,
    })),
  };
  const { total_harga } = (await api("POST", "/bookings/quote", sale)).data;
  await api("POST", "/bookings", { ...sale, payment: { method: "tunai", amount: total_harga } });
}
await api("POST", `/boardings/${scheduleId}/open`);
const secrets = [];
for (let page = 1; secrets.length < TICKETS; page++) {
  const found = await api(
    "GET",
    `/tickets/search?schedule_id=${scheduleId}&jenis=penumpang&status=aktif&search=Penumpang&per_page=100&page=${page}`,
  );
  if (found.data.length === 0) break;
  secrets.push(...found.data.map((ticket) => ticket.qr_data));
}
console.log(`setup: ${secrets.length} tickets on schedule #${scheduleId}, boarding open, ${GATES} gates`);

const latencies = [];
const results = {};
let failures = 0;
let next = 0;
const admitted = [];

async function gate(number) {
  for (let turn = 0; ; turn++) {
    let qr;
    if (turn % 50 === 49) qr = `tidak-ada-${randomBytes(6).toString("hex")}`;
    else if (turn % 10 === 9 && admitted.length > 0)
      qr = admitted[Math.floor(Math.random() * admitted.length)];
    else if (next < secrets.length) qr = secrets[next++];
    else return;
    const started = performance.now();
    try {
      const answer = await api("POST", "/tickets/validate-qr", {
        qr_data: qr,
        schedule_id: scheduleId,
        gate: `Gerbang ${number}`,
        nonce: randomBytes(16).toString("hex"),
      });
      results[answer.data.result] = (results[answer.data.result] ?? 0) + 1;
      if (answer.data.result === "diterima") admitted.push(qr);
    } catch {
      failures += 1;
    }
    latencies.push(performance.now() - started);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: GATES }, (_, index) => gate(index + 1)));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (share) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))].toFixed(1);
const p95 = Number(at(0.95));
const onceEach = results.diterima === secrets.length && new Set(admitted).size === admitted.length;
console.log(
  `${latencies.length} scans in ${seconds.toFixed(1)} s (${(latencies.length / seconds).toFixed(0)}/s), ${failures} failed`,
);
console.log(`results: ${JSON.stringify(results)}; every ticket admitted exactly once: ${onceEach}`);
console.log(
  `latency ms: p50 ${at(0.5)} · p95 ${at(0.95)} · p99 ${at(0.99)} · max ${latencies.at(-1).toFixed(1)}`,
);
process.exitCode = failures === 0 && onceEach && p95 <= 150 ? 0 : 1;

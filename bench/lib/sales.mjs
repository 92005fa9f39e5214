// Demo-data look-ups and sales the scenarios share (setup, not measured).
export const ADULT = "Penumpang Ekonomi Dewasa";
export const VIP = "Penumpang VIP Dewasa";

export const seatOf = (schedule, name) =>
  schedule.available_seats.find((seat) => seat.cargo_type?.nama === name);

/** Bookable schedules (not cancelled: the demo data holds a cancelled sailing) departing at least `daysAhead` days from now, earliest first (public list). */
export async function laterSchedules(client, daysAhead, wanted) {
  const after = Date.now() + daysAhead * 86_400_000;
  const found = [];
  for (let page = 1; found.length < wanted; page++) {
    const answer = await client.call(
      "GET",
      `/public/schedules/available?per_page=100&sort_by=waktu_berangkat&page=${page}`,
    );
    if (answer.data.length === 0) break;
    found.push(
      ...answer.data.filter(
        (schedule) =>
          schedule.status !== "batal" &&
          Date.parse(schedule.waktu_berangkat) >= after &&
          seatOf(schedule, ADULT)?.sisa_kuota >= 10,
      ),
    );
  }
  if (found.length < wanted) throw new Error(`only ${found.length} bookable schedules, ${wanted} wanted`);
  return found.slice(0, wanted);
}

/** A one-seat-per-passenger sale body on `seat` of a schedule. */
export const saleBody = (scheduleId, seat, buyer, passengers = 1) => ({
  schedule_id: scheduleId,
  pemesan_nama: buyer,
  passengers: Array.from({ length: passengers }, (_, index) => ({
    ticket_price_id: seat.ticket_price_id,
    nama_lengkap: `${buyer} ${index + 1}`,
  })),
});

/** The sale paid in cash (confirmed, tickets issued): the body with the quoted total as payment. */
export async function paid(client, body) {
  const { total_harga } = (await client.call("POST", "/bookings/quote", body)).data;
  return { ...body, payment: { method: "tunai", amount: total_harga } };
}

/** Ids of the bookings of a schedule whose buyer name contains `search`. */
export async function bookingIds(client, scheduleId, search) {
  const ids = [];
  for (let page = 1; ; page++) {
    const answer = await client.call(
      "GET",
      `/bookings?schedule_id=${scheduleId}&search=${encodeURIComponent(search)}&per_page=100&page=${page}`,
    );
    ids.push(...answer.data.map((booking) => booking.id));
    if (page >= answer.meta.last_page) return ids;
  }
}

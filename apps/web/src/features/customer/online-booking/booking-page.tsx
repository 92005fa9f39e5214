import { isProfileComplete } from "@ferry/shared/customer-auth";
import { ONLINE_BOOKING_MESSAGES } from "@ferry/shared/online-booking";
import { Link, useSearchParams } from "react-router";
import { useCustomerSession } from "../session/customer-session";
import { useOnlineDeparture } from "./api/departures";
import { BookingEditor } from "./booking-editor";
import { SchedulePicker } from "./schedule-picker";

/** /customer/booking (online booking on): choose a schedule, then its passengers and vehicles. */
export function OnlineBookingPage() {
  const session = useCustomerSession();
  const [params, setParams] = useSearchParams();
  const scheduleId = params.get("schedule");
  const schedule = useOnlineDeparture(scheduleId);

  if (!session.customer || !isProfileComplete(session.customer)) {
    return (
      <section className="mx-auto max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-6 text-center dark:border-amber-800 dark:bg-amber-950">
        <h1 className="text-xl font-bold">{ONLINE_BOOKING_MESSAGES.profileIncomplete}</h1>
        <Link
          to="/customer/profile"
          className="mt-4 inline-block rounded-lg bg-navy-700 px-4 py-2 text-sm font-semibold text-white"
        >
          Lengkapi Profile
        </Link>
      </section>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Pesan Tiket</h1>
      {!scheduleId ? (
        <SchedulePicker onPick={(id) => setParams({ schedule: String(id) })} />
      ) : schedule.isLoading ? (
        <p className="text-slate-500">Memuat jadwal...</p>
      ) : !schedule.data ? (
        <p role="alert" className="text-red-600">
          {schedule.error?.message ?? "Jadwal tidak ditemukan"}{" "}
          <button type="button" className="underline" onClick={() => setParams({})}>
            Pilih jadwal lain
          </button>
        </p>
      ) : (
        <BookingEditor
          key={schedule.data.id}
          schedule={schedule.data}
          entry={params.get("entry")}
          onChangeSchedule={() => setParams({})}
        />
      )}
    </div>
  );
}

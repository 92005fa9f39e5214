import type { SaleQuote } from "@ferry/shared/booking-answers";
import type { CustomerBookingInput } from "@ferry/shared/online-booking";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { hasAddress, KirimEtiketField } from "../../../components/form/kirim-etiket-field";
import { showFieldErrors } from "../../../components/form/show-refusal";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { formatDateLong, formatRupiah, formatTime } from "../../../lib/format";
import type { PublicSchedule, Seat } from "../../public/schedules/api/schedules";
import { useCustomerSession } from "../session/customer-session";
import { useCreateBooking, useQuote } from "./api/bookings";
import {
  type BookingForm,
  bookingFormSchema,
  emptyPerson,
  emptyVehicle,
  profilePerson,
  toPayload,
  validateBookingForm,
} from "./booking-form";
import { type EntryOption, PersonFields } from "./person-fields";
import { QuoteSummary } from "./quote-summary";
import { VehicleFields } from "./vehicle-fields";

/** A class to choose; one with nothing left is shown `habis` and cannot be chosen. */
const option = (seat: Seat): EntryOption => ({
  value: String(seat.ticket_price_id),
  label: `${seat.cargo_type?.nama ?? ""} · ${formatRupiah(seat.harga)} · ${seat.sisa_kuota > 0 ? `sisa ${seat.sisa_kuota}` : "habis"}`,
  disabled: seat.sisa_kuota <= 0,
});

function entriesOf(schedule: PublicSchedule) {
  const priced = schedule.available_seats.filter((seat) => seat.ticket_price_id !== null);
  return {
    passengers: priced.filter((seat) => seat.cargo_type?.kategori === "penumpang").map(option),
    vehicles: priced.filter((seat) => seat.cargo_type?.kategori === "kendaraan").map(option),
  };
}

const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;

/** Step 2 of /customer/booking: passengers (the profile first), vehicles with riders, live price, confirm. */
export function BookingEditor({
  schedule,
  entry,
  onChangeSchedule,
}: {
  schedule: PublicSchedule;
  entry: string | null;
  onChangeSchedule: () => void;
}) {
  const session = useCustomerSession();
  const navigate = useNavigate();
  const entries = useMemo(() => entriesOf(schedule), [schedule]);
  const addressGiven = hasAddress(session.user?.email, session.customer?.nomor_telepon);
  const form = useForm<BookingForm, unknown, CustomerBookingInput>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: (() => {
      const isVehicle = entries.vehicles.some((item) => item.value === entry);
      const seat = entry && !isVehicle ? entry : (entries.passengers[0]?.value ?? "");
      const vehicle = { ...emptyVehicle(entry ?? ""), nama_pemilik: session.customer?.nama_lengkap ?? "" };
      return {
        schedule_id: String(schedule.id),
        kirim_etiket: addressGiven,
        passengers: [profilePerson(session.customer, seat)],
        vehicles: isVehicle ? [vehicle] : [],
      };
    })(),
  });
  const passengers = useFieldArray({ control: form.control, name: "passengers" });
  const vehicles = useFieldArray({ control: form.control, name: "vehicles" });
  const values = useWatch({ control: form.control }) as BookingForm;
  const [confirming, setConfirming] = useState(false);
  const quote = useQuote();
  const create = useCreateBooking();
  const [priced, setPriced] = useState<{ quote?: SaleQuote; error: string | null }>({ error: null });
  const key = useRef(newKey());
  const refused = useRef<string[]>([]);

  const payload = useMemo(() => JSON.stringify(toPayload(values)), [values]);
  const valid = useMemo(() => Object.keys(validateBookingForm(values)).length === 0, [values]);
  const { mutateAsync: askQuote } = quote;
  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(() => {
      askQuote(JSON.parse(payload))
        .then((answer) => setPriced({ quote: answer, error: null }))
        .catch((error: unknown) =>
          setPriced({ error: error instanceof Error ? error.message : "Gagal menghitung harga" }),
        );
    }, 400);
    return () => clearTimeout(timer);
  }, [payload, valid, askQuote]);
  // A server refusal shows until the next edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an edit of the values clears it.
  useEffect(() => {
    if (refused.current.length === 0) return;
    form.clearErrors(refused.current as never);
    refused.current = [];
  }, [payload]);

  const submit = form.handleSubmit(() => setConfirming(true));
  const book = async () => {
    try {
      const answer = await create.mutateAsync({ input: toPayload(form.getValues()), key: key.current });
      key.current = newKey();
      toast.success(answer.message);
      navigate(`/customer/history?code=${answer.data.booking_code}`);
    } catch (error) {
      setConfirming(false);
      if (error instanceof ApiError)
        refused.current = showFieldErrors(form, error.errors).map(([path]) => path);
      toast.error(error instanceof Error ? error.message : "Gagal membuat booking");
    }
  };
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const formError = errors.form?.message ?? errors.schedule_id?.message ?? errors.profile?.message;

  const zone = schedule.route?.port_origin.zona_waktu;
  return (
    <div className="space-y-6">
      <section className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-900">
        <div>
          <p className="font-semibold">{schedule.route?.nama_rute}</p>
          <p className="text-sm text-slate-500">
            {formatDateLong(schedule.waktu_berangkat, zone)}, {formatTime(schedule.waktu_berangkat, zone)} ·{" "}
            {schedule.ship?.nama}
          </p>
        </div>
        <Button variant="secondary" onClick={onChangeSchedule}>
          Ganti Jadwal
        </Button>
      </section>

      <section aria-labelledby="data-penumpang" className="space-y-3">
        <h2 id="data-penumpang" className="text-lg font-semibold">
          Data Penumpang
        </h2>
        {passengers.fields.map((person, index) => (
          <fieldset
            key={person.id}
            className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <legend className="flex w-full items-center justify-between font-medium">
              <span>
                Penumpang {index + 1}
                {index === 0 ? " (Anda)" : ""}
              </span>
              {index > 0 ? (
                <Button
                  variant="ghost"
                  aria-label={`Hapus penumpang ${index + 1}`}
                  onClick={() => passengers.remove(index)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              ) : null}
            </legend>
            <PersonFields form={form} path={`passengers.${index}`} entries={entries.passengers} />
          </fieldset>
        ))}
        <Button
          variant="secondary"
          onClick={() => passengers.append(emptyPerson(entries.passengers[0]?.value ?? ""))}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Tambah Penumpang
        </Button>
      </section>

      {entries.vehicles.length > 0 ? (
        <section aria-labelledby="data-kendaraan" className="space-y-3">
          <h2 id="data-kendaraan" className="text-lg font-semibold">
            Kendaraan
          </h2>
          {vehicles.fields.map((vehicle, index) => (
            <VehicleFields
              key={vehicle.id}
              form={form}
              index={index}
              entries={entries.vehicles}
              onRemove={() => vehicles.remove(index)}
            />
          ))}
          <Button variant="secondary" onClick={() => vehicles.append(emptyVehicle())}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Tambah Kendaraan
          </Button>
        </section>
      ) : null}

      <KirimEtiketField
        checked={values.kirim_etiket}
        addressGiven={addressGiven}
        onChange={(checked) => form.setValue("kirim_etiket", checked)}
      />
      <QuoteSummary
        quote={valid ? priced.quote : undefined}
        pending={quote.isPending}
        error={valid ? priced.error : null}
      />
      {formError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formError}
        </p>
      ) : null}
      <Button onClick={() => void submit()} disabled={create.isPending}>
        Pesan Sekarang
      </Button>

      <Modal
        open={confirming}
        title="Konfirmasi Pemesanan"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Batal
            </Button>
            <Button onClick={() => void book()} disabled={create.isPending}>
              {create.isPending ? "Memproses..." : "Ya, Pesan"}
            </Button>
          </>
        }
      >
        <p>
          {values.passengers.length} penumpang dan {values.vehicles.length} kendaraan pada{" "}
          {schedule.route?.nama_rute}, {formatDateLong(schedule.waktu_berangkat, zone)}{" "}
          {formatTime(schedule.waktu_berangkat, zone)}.
        </p>
        {priced.quote ? (
          <p className="mt-2 text-lg font-bold">Total: {formatRupiah(priced.quote.total_harga)}</p>
        ) : null}
        <p className="mt-2 text-sm text-slate-500">
          Setelah booking dibuat, lakukan pembayaran sebelum batas waktu dan unggah bukti transfer.
        </p>
      </Modal>
    </div>
  );
}

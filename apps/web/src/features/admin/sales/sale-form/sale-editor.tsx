import type { CounterDefaults } from "@ferry/shared/counter";
import { ticketsPrintable } from "@ferry/shared/documents";
import { type ReactNode, useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "../../../../components/ui/button";
import { isoDateIn } from "../../../../lib/format";
import type { Booking, SaleSchedule } from "../api/booking-types";
import type { ScheduleSearch } from "../api/sale-queries";
import { useCounterQrisViaGateway } from "../counter/api/counter-qris";
import { CounterAids } from "../counter/counter-aids";
import { CounterQrisPanel } from "../counter/counter-qris-panel";
import { printTicketsInFrame } from "../counter/print-frame";
import { COUNTER_KEYS, KeyHint, useShortcut } from "../counter/shortcuts";
import { useAutoPick } from "../counter/use-auto-pick";
import { ExpeditionCompanyField } from "./expedition-company-field";
import { PassengerRows } from "./passenger-rows";
import { PaymentBlock } from "./payment-block";
import { PemesanFields } from "./pemesan-fields";
import { PriceSummary } from "./price-summary";
import { rowNames, toQuoteInput } from "./sale-payload";
import { SaleSuccess } from "./sale-success";
import { emptySale, type SaleMode, type SaleValues } from "./sale-values";
import { SchedulePicker } from "./schedule-picker";
import { defaultPassengerEntry, passengerEntries, remapEntries, vehicleEntries } from "./seat-entries";
import { useQuote } from "./use-quote";
import { useSaleSubmit } from "./use-sale-submit";
import { VehicleRows } from "./vehicle-rows";

/** A new sale on the same sailing: rows emptied, passengers on the cheapest adult class. */
function freshSale(mode: SaleMode, schedule: SaleSchedule | null): SaleValues {
  const values = emptySale(mode);
  const entry = defaultPassengerEntry(schedule);
  return {
    ...values,
    schedule_id: schedule ? String(schedule.id) : "",
    passengers: values.passengers.map((person) => ({ ...person, ticket_price_id: entry })),
  };
}

/**
 * The one sale editor of the back-office: sailing, passengers, vehicles with riders, who orders, the live
 * price, and per mode the payment (counter), the expedition company (space request) or nothing (agent,
 * paid from balance; `aside` shows the balance). At the counter (`counter` given, decision 030) the form
 * opens on the next departure from the cashier's port, Ctrl+Enter pays, and a paid sale prints its tickets
 * at once while the form, on the same sailing, is ready for the next buyer under the saved booking's card.
 */
export function SaleEditor({
  mode,
  title,
  description,
  submitLabel,
  aside,
  successExtra,
  counter,
}: {
  mode: SaleMode;
  title: string;
  description: string;
  submitLabel: string;
  /** Shown under the price (the agent's balance before and after), given the quoted total. */
  aside?: (total: number | null) => ReactNode;
  successExtra?: (booking: Booking) => ReactNode;
  /** The cashier's counter defaults (counter sales only). */
  counter?: CounterDefaults;
}) {
  const form = useForm<SaleValues>({ defaultValues: emptySale(mode) });
  const [search, setSearch] = useState<ScheduleSearch>(() => ({
    date: isoDateIn(new Date()),
    origin_port_id: counter?.port_id ? String(counter.port_id) : "",
    destination_port_id: "",
  }));
  const [schedule, setSchedule] = useState<SaleSchedule | null>(null);
  const [created, setCreated] = useState<Booking | null>(null);
  // A counter sale paid by QRIS at the gateway (decision 035), waiting for its payment.
  const [qrisFor, setQrisFor] = useState<Booking | null>(null);
  const qrisViaGateway = useCounterQrisViaGateway(Boolean(counter));
  const [round, setRound] = useState(0);
  const values = form.watch();
  const quote = useQuote(toQuoteInput(values, mode));
  const due = quote.total;
  const startNew = () => {
    form.reset(freshSale(mode, schedule));
    setRound((value) => value + 1);
  };
  const onCreated = (booking: Booking) => {
    if (counter && gatewayQris && booking.status === "waiting_payment") {
      setCreated(null);
      setQrisFor(booking);
      startNew();
      return;
    }
    setCreated(booking);
    if (!counter) return;
    if (ticketsPrintable(booking.status)) {
      void printTicketsInFrame(booking, counter.ticket_template).then((problem) => {
        if (problem) toast.error(problem);
      });
    }
    startNew();
  };
  const gatewayQris = qrisViaGateway && values.payment.method === "qris";
  const { submit, submitting, failure } = useSaleSubmit({
    form,
    mode,
    due,
    onCreated,
    withoutPayment: gatewayQris,
  });
  useShortcut(COUNTER_KEYS.pay, () => {
    if (schedule && !submitting && !(mode === "loket" && quote.pending)) void submit();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a sailing picked at the counter, or the next buyer, moves the focus
  useEffect(() => {
    if (round > 0 || (counter && schedule)) form.setFocus("passengers.0.nama_lengkap");
  }, [round, schedule?.id]);

  const choose = (next: SaleSchedule) => {
    const remapped = remapEntries(form.getValues(), schedule, next);
    const entry = defaultPassengerEntry(next);
    form.reset({
      ...remapped,
      passengers: remapped.passengers.map((person) => ({
        ...person,
        ticket_price_id: person.ticket_price_id || entry,
      })),
    });
    setSchedule(next);
  };
  useAutoPick({ enabled: Boolean(counter?.port_id), search, onSearch: setSearch, onPick: choose });

  const riderEntries = passengerEntries(schedule);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sm text-slate-500">{description}</p>
      </div>
      {qrisFor && counter ? (
        <CounterQrisPanel
          key={qrisFor.id}
          booking={qrisFor}
          template={counter.ticket_template}
          onPaid={(paid) => {
            setQrisFor(null);
            setCreated(paid);
          }}
          onClose={() => setQrisFor(null)}
        />
      ) : null}
      {created ? (
        <SaleSuccess
          booking={created}
          focusNew={!counter}
          onNew={() => {
            setCreated(null);
            if (counter) form.setFocus("passengers.0.nama_lengkap");
            else startNew();
          }}
        >
          {successExtra?.(created)}
        </SaleSuccess>
      ) : null}
      {created && !counter ? null : (
        <CounterAids.Provider value={{ lookups: Boolean(counter) }}>
          <FormProvider {...form}>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
              className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
            >
              <div className="min-w-0 space-y-6">
                <SchedulePicker
                  search={search}
                  onSearch={setSearch}
                  selected={schedule}
                  onSelect={choose}
                  error={form.formState.errors.schedule_id?.message}
                />
                {schedule ? (
                  <>
                    {mode === "ekspedisi" ? <ExpeditionCompanyField /> : null}
                    <PassengerRows entries={riderEntries} defaultEntry={defaultPassengerEntry(schedule)} />
                    <VehicleRows
                      entries={vehicleEntries(schedule, mode === "ekspedisi")}
                      riderEntries={riderEntries}
                      cargoDetails={mode === "ekspedisi"}
                    />
                    <PemesanFields />
                  </>
                ) : null}
              </div>
              <aside className="space-y-4 self-start lg:sticky lg:top-4">
                <PriceSummary
                  quote={quote.quote}
                  names={rowNames(values)}
                  pending={quote.pending}
                  error={quote.error}
                />
                {mode === "loket" && schedule ? (
                  <PaymentBlock
                    key={round}
                    value={values.payment}
                    onChange={(next) => form.setValue("payment", next, { shouldDirty: true })}
                    due={due}
                    viaGateway={qrisViaGateway}
                    errors={{
                      method: form.formState.errors.payment?.method?.message,
                      amount: form.formState.errors.payment?.amount?.message,
                      reference: form.formState.errors.payment?.reference?.message,
                      bukti_url: form.formState.errors.payment?.bukti_url?.message,
                    }}
                  />
                ) : null}
                {schedule ? aside?.(due) : null}
                {failure.length > 0 ? (
                  <div
                    role="alert"
                    className="space-y-1 rounded-md bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
                  >
                    {failure.map((message) => (
                      <p key={message}>{message}</p>
                    ))}
                  </div>
                ) : null}
                <Button
                  type="submit"
                  className="w-full py-3 text-base"
                  aria-keyshortcuts="Control+Enter"
                  disabled={!schedule || submitting || (mode === "loket" && quote.pending)}
                >
                  {submitting
                    ? "Menyimpan..."
                    : mode === "loket" && quote.pending
                      ? "Menghitung harga..."
                      : submitLabel}
                  <KeyHint keys={COUNTER_KEYS.pay.hint} />
                </Button>
              </aside>
            </form>
          </FormProvider>
        </CounterAids.Provider>
      )}
    </div>
  );
}

import { type ReactNode, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Button } from "../../../../components/ui/button";
import { isoDateIn } from "../../../../lib/format";
import type { Booking, SaleSchedule } from "../api/booking-types";
import type { ScheduleSearch } from "../api/sale-queries";
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
 * paid from balance; `aside` shows the balance).
 */
export function SaleEditor({
  mode,
  title,
  description,
  submitLabel,
  aside,
  successExtra,
}: {
  mode: SaleMode;
  title: string;
  description: string;
  submitLabel: string;
  /** Shown under the price (the agent's balance before and after), given the quoted total. */
  aside?: (total: number | null) => ReactNode;
  successExtra?: (booking: Booking) => ReactNode;
}) {
  const form = useForm<SaleValues>({ defaultValues: emptySale(mode) });
  const [search, setSearch] = useState<ScheduleSearch>(() => ({
    date: isoDateIn(new Date()),
    origin_port_id: "",
    destination_port_id: "",
  }));
  const [schedule, setSchedule] = useState<SaleSchedule | null>(null);
  const [created, setCreated] = useState<Booking | null>(null);
  const [round, setRound] = useState(0);
  const values = form.watch();
  const quote = useQuote(toQuoteInput(values, mode));
  const due = quote.total;
  const { submit, submitting, failure } = useSaleSubmit({ form, mode, due, onCreated: setCreated });

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
  const startNew = () => {
    form.reset(freshSale(mode, schedule));
    setCreated(null);
    setRound((value) => value + 1);
  };

  const riderEntries = passengerEntries(schedule);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sm text-slate-500">{description}</p>
      </div>
      {created ? (
        <SaleSuccess booking={created} onNew={startNew}>
          {successExtra?.(created)}
        </SaleSuccess>
      ) : (
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
                disabled={!schedule || submitting || (mode === "loket" && quote.pending)}
              >
                {submitting
                  ? "Menyimpan..."
                  : mode === "loket" && quote.pending
                    ? "Menghitung harga..."
                    : submitLabel}
              </Button>
            </aside>
          </form>
        </FormProvider>
      )}
    </div>
  );
}

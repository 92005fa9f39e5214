import { BOOKING_CODE_MAX, bookingCodeInputSchema } from "@ferry/shared/booking-check";
import { zodResolver } from "@hookform/resolvers/zod";
import { RotateCcw, Search } from "lucide-react";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { Spinner } from "../../../components/ui/spinner";

/** What the input shows of a typed or linked code: upper-case, at most 20 characters. */
export const shownCode = (raw: string) => raw.toUpperCase().slice(0, BOOKING_CODE_MAX);

/**
 * The code input (forced upper-case, at most 20), 'Cek Booking' (disabled while empty or loading) and
 * 'Reset'. It follows the code of the address (`linked`, with its error); editing clears the error.
 */
export function BookingCheckForm({
  linked,
  linkedError,
  loading,
  onCheck,
  onReset,
}: {
  linked: string;
  linkedError: string | null;
  loading: boolean;
  onCheck: (code: string) => void;
  onReset: () => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const form = useForm({
    resolver: zodResolver(bookingCodeInputSchema),
    defaultValues: { code: shownCode(linked) },
    reValidateMode: "onSubmit",
  });
  // Back and forward through checked codes keep the input in step with the address.
  useEffect(() => {
    form.reset({ code: shownCode(linked) });
    if (linkedError) form.setError("code", { message: linkedError });
  }, [linked, linkedError, form]);

  const field = form.register("code");
  const value = form.watch("code");
  const error = form.formState.errors.code?.message;
  const submit = form.handleSubmit(({ code }) => {
    form.setValue("code", code);
    onCheck(code);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Cek booking">
      <label htmlFor={inputId} className="block text-sm font-semibold">
        Kode Booking
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          maxLength={BOOKING_CODE_MAX}
          {...field}
          onChange={(event) => {
            event.target.value = shownCode(event.target.value);
            form.clearErrors("code");
            return field.onChange(event);
          }}
          placeholder="Contoh: ABCD2345"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-mono text-lg tracking-widest uppercase placeholder:font-sans placeholder:text-base placeholder:tracking-normal placeholder:normal-case focus:border-sky-600 focus:outline-2 focus:outline-sky-600 dark:border-slate-600 dark:bg-slate-800"
        />
        <div className="flex gap-2">
          <button
            type="submit"
            disabled={value === "" || loading}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-navy-700 whitespace-nowrap px-5 py-2.5 font-semibold text-white hover:bg-navy-800 focus:outline-2 focus:outline-offset-2 focus:outline-sky-600 disabled:cursor-not-allowed disabled:bg-slate-400 sm:flex-none"
          >
            {loading ? <Spinner /> : <Search className="h-4 w-4" aria-hidden="true" />}
            Cek Booking
          </button>
          <button
            type="button"
            onClick={() => {
              form.reset({ code: "" });
              onReset();
            }}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-100 focus:outline-2 focus:outline-offset-2 focus:outline-sky-600 sm:flex-none dark:border-slate-600 dark:hover:bg-slate-800"
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Reset
          </button>
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </form>
  );
}

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { PemesanFields } from "./pemesan-fields";
import { toBookingInput } from "./sale-payload";
import { emptySale, type SaleValues } from "./sale-values";

let read: () => SaleValues = () => {
  throw new Error("not rendered");
};

function Harness() {
  const form = useForm<SaleValues>({ defaultValues: emptySale("loket") });
  read = form.getValues;
  return (
    <FormProvider {...form}>
      <PemesanFields />
    </FormProvider>
  );
}

const checkbox = () => screen.getByRole("checkbox", { name: "Kirim e-tiket" }) as HTMLInputElement;

describe("the sale form's 'Kirim e-tiket'", () => {
  it("follows the address fields: off without one, on when one is given, off again when all are cleared", async () => {
    render(<Harness />);
    expect(checkbox().checked).toBe(false);
    expect(checkbox().disabled).toBe(true);
    expect(screen.getByText("Isi email atau telepon pemesan untuk mengirim e-tiket.")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Email pemesan"), "budi@example.com");
    expect(checkbox().checked).toBe(true);
    expect(checkbox().disabled).toBe(false);
    expect(toBookingInput(read(), "loket", null).kirim_etiket).toBe(true);

    await userEvent.type(screen.getByLabelText("Telepon pemesan"), "0812");
    expect(checkbox().checked).toBe(true);
    await userEvent.clear(screen.getByLabelText("Email pemesan"));
    expect(checkbox().checked).toBe(true);
    await userEvent.clear(screen.getByLabelText("Telepon pemesan"));
    expect(checkbox().checked).toBe(false);
    expect(read().kirim_etiket).toBe(false);
  });

  it("may be turned off while an address is given, and the sale sends that", async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText("Telepon pemesan"), "081234567890");
    await userEvent.click(checkbox());
    expect(checkbox().checked).toBe(false);
    await userEvent.type(screen.getByLabelText("Email pemesan"), "budi@example.com");
    expect(checkbox().checked).toBe(false);
    expect(toBookingInput(read(), "loket", null).kirim_etiket).toBe(false);
  });
});

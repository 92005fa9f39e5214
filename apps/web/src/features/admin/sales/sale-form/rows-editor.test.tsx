import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { passengerSeats, vehicleSeats } from "../testing/fixtures";
import { FormHarness } from "../testing/form-harness";
import { PassengerRows } from "./passenger-rows";
import { emptyPerson, type SaleValues } from "./sale-values";
import { VehicleRows } from "./vehicle-rows";

function renderEditor(initial: Partial<SaleValues> = {}) {
  const onValues = vi.fn<(values: SaleValues) => void>();
  render(
    <FormHarness initial={initial} onValues={onValues}>
      <PassengerRows entries={passengerSeats} defaultEntry="11" />
      <VehicleRows entries={vehicleSeats} riderEntries={passengerSeats} />
    </FormHarness>,
  );
  const submitted = async () => {
    await userEvent.click(screen.getByRole("button", { name: "Kirim" }));
    return onValues.mock.calls.at(-1)?.[0] as SaleValues;
  };
  return { submitted };
}

describe("passenger and vehicle editor", () => {
  it("adds and removes passenger rows, keeping what was typed in the others", async () => {
    const { submitted } = renderEditor({ passengers: [emptyPerson("11")] });
    await userEvent.type(screen.getByLabelText("Nama lengkap"), "Ani");
    await userEvent.click(screen.getByRole("button", { name: "Tambah Penumpang" }));
    const names = screen.getAllByLabelText("Nama lengkap");
    expect(names).toHaveLength(2);
    // The new row gets the focus and the default class.
    expect(document.activeElement).toBe(names[1]);
    await userEvent.type(names[1] as HTMLElement, "Budi");
    await userEvent.click(screen.getByRole("button", { name: "Hapus penumpang 1" }));
    expect(screen.getAllByLabelText("Nama lengkap")).toHaveLength(1);
    const values = await submitted();
    expect(values.passengers).toHaveLength(1);
    expect(values.passengers[0]).toMatchObject({ nama_lengkap: "Budi", ticket_price_id: "11" });
  });

  it("Bayi sets is_infant, Anak sets is_child and moves to the class's child fare", async () => {
    const { submitted } = renderEditor({ passengers: [emptyPerson("11"), emptyPerson("11")] });
    const [first, second] = screen.getAllByLabelText("Kategori") as HTMLSelectElement[];
    await userEvent.selectOptions(first as HTMLElement, "Bayi");
    await userEvent.selectOptions(second as HTMLElement, "Anak");
    const values = await submitted();
    expect(values.passengers[0]).toMatchObject({ is_infant: true, is_child: false });
    expect(values.passengers[1]).toMatchObject({ is_infant: false, is_child: true, ticket_price_id: "12" });
    await userEvent.selectOptions(first as HTMLElement, "Dewasa");
    expect((await submitted()).passengers[0]).toMatchObject({ is_infant: false, is_child: false });
  });

  it("adds a vehicle with its driver, more riders (infants too) and removes them", async () => {
    const { submitted } = renderEditor({ passengers: [] });
    expect(screen.getByText("Belum ada kendaraan.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Tambah Kendaraan" }));
    const vehicle = screen.getByTestId("vehicle-row");
    await userEvent.selectOptions(within(vehicle).getByLabelText("Golongan"), "14");
    await userEvent.type(within(vehicle).getByLabelText("Nomor kendaraan"), "b 1234 cd");
    await userEvent.type(within(vehicle).getByLabelText("Nama pemilik"), "Joko");
    await userEvent.selectOptions(within(vehicle).getByLabelText("Tipe tiket"), "Muat");
    expect(within(vehicle).getByLabelText("Keterangan muatan")).toBeTruthy();
    // Golongan IVA carries two free places: the driver row says so.
    expect(within(vehicle).getByText("Pengemudi")).toBeTruthy();
    expect(within(vehicle).getByText(/2 orang pertama tanpa tiket penumpang/)).toBeTruthy();
    await userEvent.click(within(vehicle).getByRole("button", { name: "Tambah Penumpang Kendaraan" }));
    await userEvent.click(within(vehicle).getByRole("button", { name: "Tambah Penumpang Kendaraan" }));
    const riders = within(vehicle).getAllByTestId("rider-row");
    expect(riders).toHaveLength(3);
    await userEvent.selectOptions(within(riders[2] as HTMLElement).getByLabelText("Kategori"), "Bayi");
    await userEvent.click(
      within(vehicle).getByRole("button", { name: "Hapus penumpang kendaraan 2 dari kendaraan 1" }),
    );
    const values = await submitted();
    expect(values.vehicles).toHaveLength(1);
    expect(values.vehicles[0]).toMatchObject({
      ticket_price_id: "14",
      tipe_tiket: "muat",
      nama_pemilik: "Joko",
    });
    expect(values.vehicles[0]?.riders).toHaveLength(2);
    expect(values.vehicles[0]?.riders[1]).toMatchObject({ is_infant: true, ticket_price_id: "" });
    await userEvent.click(screen.getByRole("button", { name: "Hapus kendaraan 1" }));
    expect(screen.queryByTestId("vehicle-row")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { DEMO_PASSWORD, pokeValidation, signInThroughForm } from "../support/staff";

const DEVICE = "Gerbang 2 - HP Samsung";

/**
 * Decision 032: a gate officer's phone signs in as a named gate device beside the officer's normal
 * session; both work; an administrator revokes the device on /pengguna and only the device is sent to the
 * session-ended screen.
 */
describe("gate device sessions", () => {
  const browser = useBrowser();

  it("keeps an officer's device and normal sessions side by side until an administrator revokes the device", async () => {
    const desk = await browser.open("/login");
    await signInThroughForm(desk, "embarkasi");

    const device = await browser.open("/login");
    await device.getByRole("link", { name: "Masuk sebagai perangkat gerbang" }).click();
    await device.getByLabel("Nama perangkat").fill(DEVICE);
    await device.getByLabel("Username atau Email").fill("embarkasi");
    await device.getByLabel("Password").fill(DEMO_PASSWORD);
    await device.getByRole("button", { name: "Masuk sebagai Perangkat" }).click();
    // A device opens straight on the scan page, and keeps its name for the offline gate.
    await device.getByRole("heading", { name: "Scan Penumpang & Kendaraan" }).waitFor();
    expect(new URL(device.url()).pathname).toBe("/scan-tiket");
    expect(await device.evaluate(() => localStorage.getItem("gate_device_name"))).toBe(DEVICE);

    // Both sessions keep working: neither ended the other.
    await pokeValidation(desk);
    await pokeValidation(device);
    await desk.reload();
    await desk.getByRole("heading", { name: /^Selamat datang/ }).waitFor();
    await device.reload();
    await device.getByRole("heading", { name: "Scan Penumpang & Kendaraan" }).waitFor();
    expect(await desk.getByRole("dialog").count()).toBe(0);
    expect(await device.getByRole("dialog").count()).toBe(0);

    const admin = await browser.open("/login");
    await signInThroughForm(admin, "superadmin");
    await admin.goto(new URL("/pengguna", admin.url()).toString());
    await admin.getByRole("searchbox").fill("embarkasi");
    await admin.getByRole("cell", { name: "Agus Salim" }).click();
    const sessions = admin.getByRole("list", { name: "Sesi aktif" });
    await sessions.getByText(`Perangkat gerbang: ${DEVICE}`).waitFor();
    await admin.getByRole("button", { name: `Cabut perangkat ${DEVICE}` }).click();
    await admin
      .getByRole("dialog", { name: "Cabut sesi perangkat?" })
      .getByRole("button", { name: "Ya, cabut" })
      .click();
    await admin.getByText(`Sesi perangkat "${DEVICE}" telah dicabut`).waitFor();

    // The device is sent to the session-ended screen at its next check; the officer's desk keeps going.
    await pokeValidation(device);
    const ended = device.getByRole("dialog", { name: "Token Tidak Valid" });
    await ended.waitFor();
    await ended.getByRole("button", { name: "Login Kembali" }).click();
    await device.getByRole("heading", { name: "Login Staf" }).waitFor();
    // Back on the login page in device mode, under the same name.
    expect(await device.getByLabel("Nama perangkat").inputValue()).toBe(DEVICE);

    await pokeValidation(desk);
    await desk.reload();
    await desk.getByRole("heading", { name: /^Selamat datang/ }).waitFor();
    expect(await desk.getByRole("dialog").count()).toBe(0);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { CUSTOMER_KEYS } from "../../../lib/storage-keys";
import { orderTarget } from "./order-ticket";

const signIn = (customer: Record<string, unknown>) => {
  localStorage.setItem(CUSTOMER_KEYS.token, "token");
  localStorage.setItem(CUSTOMER_KEYS.expiresAt, String(Date.now() + 3_600_000));
  localStorage.setItem(CUSTOMER_KEYS.user, JSON.stringify({ id: 1, tipe_pengguna: "pelanggan" }));
  localStorage.setItem(CUSTOMER_KEYS.customer, JSON.stringify(customer));
};

describe("'Pesan Tiket' on /info/{id}", () => {
  afterEach(() => localStorage.clear());

  it("keeps the information modal while online booking is off, signed in or not", () => {
    expect(orderTarget(false, 7, 3)).toEqual({ kind: "modal" });
    signIn({ nama_lengkap: "Budi", nomor_telepon: "0812" });
    expect(orderTarget(false, 7, 3)).toEqual({ kind: "modal" });
  });

  it("sends a visitor to the sign-in page remembering the booking page", () => {
    expect(orderTarget(true, 7, 3)).toMatchObject({
      kind: "navigate",
      to: "/customers/login",
      state: { from: { pathname: "/customer/booking", search: "?schedule=7&entry=3" } },
    });
  });

  it("sends a customer with an incomplete profile to the profile, with the message", () => {
    signIn({ nama_lengkap: "Budi", nomor_telepon: null });
    expect(orderTarget(true, 7, 3)).toMatchObject({
      to: "/customer/profile",
      notice: "Lengkapi profil Anda sebelum memesan tiket",
    });
  });

  it("opens the booking page with the schedule and the entry for a complete profile", () => {
    signIn({ nama_lengkap: "Budi", nomor_telepon: "0812" });
    expect(orderTarget(true, 7, 3)).toEqual({ kind: "navigate", to: "/customer/booking?schedule=7&entry=3" });
  });
});

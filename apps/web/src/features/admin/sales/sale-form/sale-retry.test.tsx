import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NETWORK_MESSAGE } from "../../../../lib/api";
import {
  counterSaleApi,
  INTERACTION_TIMEOUT_MS,
  json,
  postedSales,
  typedCounterSale,
} from "../testing/counter-sale";
import { booking } from "../testing/fixtures";
import { SALE_MAYBE_SAVED } from "./use-sale-submit";

const unavailable = () =>
  json(
    {
      success: false,
      code: "SERVICE_UNAVAILABLE",
      message: "Layanan sedang tidak tersedia. Silakan coba lagi.",
    },
    503,
  );
const quotaRefusal = () =>
  json(
    { success: false, code: "QUOTA_EXCEEDED", message: "Kuota Ekonomi Dewasa tidak mencukupi (sisa 0)" },
    409,
  );
const replayed = () =>
  json({ success: true, data: { ...booking, payments: [] }, message: "Booking ini sudah dibuat sebelumnya" });

/** A fetch stub whose `POST /api/bookings` answers come from `answers` in turn. */
function stubApi(answers: (() => Response)[]) {
  const api = counterSaleApi(async () => {
    const next = answers.shift();
    if (!next) throw new Error("no answer left");
    return next();
  });
  vi.stubGlobal("fetch", api);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe("counter sale whose answer is lost", () => {
  it(
    "keeps the Idempotency-Key across retries, edited or not, and says the sale may be saved",
    async () => {
      const lostConnection = () => {
        throw new TypeError("Failed to fetch");
      };
      const api = stubApi([lostConnection, unavailable, replayed]);
      const save = await typedCounterSale();

      await userEvent.click(save);
      expect(await screen.findByText(SALE_MAYBE_SAVED)).toBeTruthy();
      expect(screen.getByText(NETWORK_MESSAGE)).toBeTruthy();

      // The cashier presses again without changing anything: a 503, still maybe saved.
      await userEvent.click(save);
      expect(await screen.findByText("Layanan sedang tidak tersedia. Silakan coba lagi.")).toBeTruthy();
      expect(screen.getByText(SALE_MAYBE_SAVED)).toBeTruthy();

      // An edit after a lost answer still sends the same key: the server answers the sale it made.
      await userEvent.type(screen.getByLabelText("Telepon pemesan"), "0812");
      await userEvent.click(save);
      expect(await screen.findByTestId("booking-code")).toBeTruthy();

      const keys = postedSales(api).map((sale) => sale.key);
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(1);
      expect(postedSales(api)[2]?.body).toMatchObject({ pemesan_telepon: "0812" });
    },
    INTERACTION_TIMEOUT_MS,
  );

  it(
    "drops the doubt after a refusal: nothing was saved, so an edited sale takes a new key",
    async () => {
      const badGateway = () => json({ success: false, code: "HTTP_ERROR", message: "Bad Gateway" }, 502);
      const api = stubApi([badGateway, quotaRefusal, replayed]);
      const save = await typedCounterSale();

      await userEvent.click(save);
      expect(await screen.findByText(SALE_MAYBE_SAVED)).toBeTruthy();
      await userEvent.click(save);
      expect(await screen.findByText("Kuota Ekonomi Dewasa tidak mencukupi (sisa 0)")).toBeTruthy();
      expect(screen.queryByText(SALE_MAYBE_SAVED)).toBeNull();

      await userEvent.type(screen.getByLabelText("Telepon pemesan"), "0812");
      await userEvent.click(save);
      expect(await screen.findByTestId("booking-code")).toBeTruthy();
      const [lost, refused, edited] = postedSales(api).map((sale) => sale.key);
      expect(refused).toBe(lost);
      expect(edited).not.toBe(lost);
    },
    INTERACTION_TIMEOUT_MS,
  );
});

import { describe, expect, it } from "vitest";
import {
  bookingDownloadName,
  downloadStamp,
  printWindowSize,
  ticketDownloadName,
  ticketsPrintable,
  ticketTemplateSchema,
} from "./documents";

describe("documents", () => {
  it("stamps downloads YYYYMMDDHHmmss in the given zone", () => {
    const instant = new Date("2026-11-23T16:59:07Z");
    expect(downloadStamp(instant, "Asia/Jakarta")).toBe("20261123235907");
    expect(downloadStamp(instant, "Asia/Makassar")).toBe("20261124005907");
    expect(downloadStamp(instant, "Asia/Jayapura")).toBe("20261124015907");
  });

  it("names the downloads as the original client does", () => {
    expect(ticketDownloadName("thermal_sk", "ABCD2345", "20261123080000")).toBe(
      "tiket-thermal_sk-ABCD2345-20261123080000.pdf",
    );
    expect(bookingDownloadName("ABCD2345", "20261123080000")).toBe("booking-ABCD2345-20261123080000.pdf");
  });

  it("knows the templates, the printable statuses and the print windows", () => {
    expect(ticketTemplateSchema.safeParse("thermal").success).toBe(true);
    expect(ticketTemplateSchema.safeParse("a4").error?.issues[0]?.message).toBe(
      "Template tiket harus normal, thermal atau thermal_sk",
    );
    expect(["pending", "waiting_payment", "paid", "confirmed", "cancel"].filter(ticketsPrintable)).toEqual([
      "paid",
      "confirmed",
    ]);
    expect(printWindowSize("thermal_sk")).toEqual({ width: 400, height: 800 });
    expect(printWindowSize("normal")).toEqual({ width: 900, height: 700 });
  });
});

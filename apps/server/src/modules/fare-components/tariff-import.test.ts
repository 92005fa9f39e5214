import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { fareComponentRates } from "../../db/schema/fares";
import { ticketPrices } from "../../db/schema/voyage";
import { XLSX_MIME } from "../../lib/xlsx";
import { multipartFile } from "../../test/multipart";
import { type Crossing, useCrossing } from "../../test/voyage-fixtures";
import { withComponents } from "./test-world";

const current = useCrossing();
let app: FastifyInstance;
let world: Crossing;
beforeEach(async () => {
  ({ app, world } = current());
  await withComponents(app, world);
});

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Tarif");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const preview = (content: Buffer, name = "tarif.xlsx", type = XLSX_MIME, tanggal = "2027-02-01") => {
  const body = multipartFile("file", name, type, content);
  return app.inject({
    method: "POST",
    url: `/api/tariffs/${world.route.id}/import/preview?tanggal=${tanggal}`,
    headers: { ...body.headers, authorization: world.api.authorization },
    payload: body.payload,
  });
};
const rowCounts = async () => [
  (await app.database.db.select().from(ticketPrices)).length,
  (await app.database.db.select().from(fareComponentRates)).length,
];

describe("tariff import preview", () => {
  it("answers every change and every error of an .xlsx file by row, changing nothing", async () => {
    await world.api.create("/cargo-types", {
      kategori: "penumpang",
      nama: "Anak",
      kelas: "Ekonomi",
      kelompok_umur: "Anak",
    });
    const before = await rowCounts();
    const answer = await preview(
      await xlsx([
        ["Jenis muatan", "Tarif", "Tarif Muat", "Jasa Pelabuhan", "Asuransi tambahan", "Diskon"],
        ["Dewasa", 12_000, null, 3_000, 1_500, null],
        ["Gol IVA", "215.000", 240_000, 16_000, null, null],
        ["Kapal Selam", 1, null, null, null, null],
        ["dewasa", 13_000, null, null, null, null],
        [],
        ["Anak", 12.5, -3, null, null, null],
      ]),
    );
    expect(answer.statusCode).toBe(200);
    const { changes, errors, rows } = answer.json().data;
    expect(changes).toEqual([
      {
        baris: 2,
        cargo_type_id: world.adult.id,
        jenis_muatan: "Dewasa",
        kolom: "Tarif Jasa Angkutan",
        lama: 11_400,
        baru: 12_000,
      },
      {
        baris: 2,
        cargo_type_id: world.adult.id,
        jenis_muatan: "Dewasa",
        kolom: "Asuransi Tambahan",
        lama: 1_000,
        baru: 1_500,
      },
      {
        baris: 3,
        cargo_type_id: world.car.id,
        jenis_muatan: "Gol IVA · Mobil",
        kolom: "Tarif Jasa Angkutan",
        lama: 200_000,
        baru: 215_000,
      },
      {
        baris: 3,
        cargo_type_id: world.car.id,
        jenis_muatan: "Gol IVA · Mobil",
        kolom: "Tarif Muat",
        lama: 230_000,
        baru: 240_000,
      },
      {
        baris: 3,
        cargo_type_id: world.car.id,
        jenis_muatan: "Gol IVA · Mobil",
        kolom: "Jasa Pelabuhan",
        lama: 15_000,
        baru: 16_000,
      },
    ]);
    expect(errors).toEqual([
      { baris: 1, pesan: 'Kolom "Diskon" tidak dikenal' },
      { baris: 4, pesan: 'Jenis muatan "Kapal Selam" tidak dikenal' },
      { baris: 5, pesan: "Dewasa sudah ada di baris 2" },
      { baris: 7, pesan: 'Tarif: "12.5" bukan bilangan bulat rupiah' },
      { baris: 7, pesan: "Tarif Muat: tidak boleh negatif" },
    ]);
    expect(rows).toHaveLength(2);
    expect(await rowCounts()).toEqual(before);

    const saved = await world.api.call("PUT", `/tariffs/${world.route.id}`, {
      berlaku_mulai: "2027-02-01",
      rows,
    });
    expect(saved.json().data).toMatchObject({ harga_baru: 2, komponen_baru: 2 });
  });

  it("reads a ;-separated .csv with quotes and thousands separators", async () => {
    const csv =
      '\uFEFFJenis muatan;Tarif;Tarif Muat;Jasa Pelabuhan\r\n"Dewasa";"11.400";;"3.500"\r\nGol IVA;200000;230000;\r\n';
    const answer = await preview(Buffer.from(csv), "tarif.csv", "text/csv");
    expect(answer.json().data.errors).toEqual([]);
    expect(answer.json().data.changes).toEqual([
      {
        baris: 2,
        cargo_type_id: world.adult.id,
        jenis_muatan: "Dewasa",
        kolom: "Jasa Pelabuhan",
        lama: 3_000,
        baru: 3_500,
      },
    ]);
  });

  it("gives back its own template unchanged", async () => {
    const template = await app.inject({
      method: "GET",
      url: `/api/tariffs/${world.route.id}/template.xlsx?tanggal=2027-02-01`,
      headers: { authorization: world.api.authorization },
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers["content-type"]).toBe(XLSX_MIME);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      "Jenis muatan",
      "Tarif",
      "Tarif Muat",
      "Jasa Pelabuhan",
      "Asuransi Tambahan",
    ]);
    const answer = await preview(template.rawPayload);
    expect(answer.json().data).toMatchObject({ changes: [], errors: [] });
  });

  it("refuses hostile files with 4xx and Indonesian messages", async () => {
    const refused = async (content: Buffer, message: string) => {
      const answer = await preview(content, "x.xlsx");
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe(message);
    };
    await refused(
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]),
      "File bukan .xlsx atau .csv yang dapat dibaca",
    );
    await refused(Buffer.from([0xff, 0xfe, 0x00, 0x41]), "File bukan .xlsx atau .csv yang dapat dibaca");
    await refused(Buffer.from("Tarif;Jasa Pelabuhan\n1;2\n"), 'Baris 1 harus memuat kolom "Jenis muatan"');
    await refused(Buffer.from(`Jenis muatan\n${"Dewasa\n".repeat(600)}`), "File maksimal 500 baris tarif");
    const large = await preview(Buffer.alloc(1_100_000, 0x41));
    expect(large.statusCode).toBe(422);
    expect(large.json().message).toBe("File maksimal 1 MB");
    const json = await world.api.call(
      "POST",
      `/tariffs/${world.route.id}/import/preview?tanggal=2027-02-01`,
      {},
    );
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe("Pilih file .xlsx atau .csv (multipart/form-data, field file)");
  });
});

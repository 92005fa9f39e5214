import type { UserStatus } from "@ferry/shared/users";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { setAccess } from "../users/index";
import { type Note, notify, notifyHolders } from "./service";

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app?.close());

const note = (title: string): Note => ({
  kind: "approval_waiting",
  title,
  body: `Isi ${title}`,
  link: "/booking-ekspedisi?code=ABCD2345",
  subject_type: "booking",
  subject_id: 7,
});

async function member(permissions: string[] = [], extra: { status?: UserStatus } = {}) {
  const user = await createTestUser(app, { permissions, ...extra });
  const signed = extra.status ? null : await signIn(app, user.username);
  const call = (method: "GET" | "POST", url: string) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization: signed?.authorization ?? "" } });
  return { ...user, call };
}
type Member = Awaited<ReturnType<typeof member>>;

const titles = async (who: Member, query = "") =>
  ((await who.call("GET", `/notifications${query}`)).json().data as { title: string }[]).map(
    (row) => row.title,
  );
const unread = async (who: Member) =>
  (await who.call("GET", "/notifications/unread-count")).json().data.count as number;

describe("own notifications", () => {
  it("lists only the caller's notes, newest first and paged, with the unread filter and count", async () => {
    const ani = await member();
    const budi = await member();
    const db = app.database.db;
    for (const title of ["Satu", "Dua", "Tiga"]) await notify(db, [ani.id], note(title));
    await notify(db, [budi.id], note("Milik Budi"));

    const first = (await ani.call("GET", "/notifications?per_page=2")).json();
    expect(first.data.map((row: { title: string }) => row.title)).toEqual(["Tiga", "Dua"]);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(first.data[0]).toMatchObject({
      user_id: ani.id,
      kind: "approval_waiting",
      body: "Isi Tiga",
      link: "/booking-ekspedisi?code=ABCD2345",
      subject_type: "booking",
      subject_id: "7",
      read_at: null,
    });
    expect(await titles(budi)).toEqual(["Milik Budi"]);
    expect(await unread(ani)).toBe(3);

    const [newest] = first.data as { id: number }[];
    const read = await ani.call("POST", `/notifications/${newest?.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ message: "Pesan ditandai dibaca", data: { id: newest?.id } });
    const readAt = read.json().data.read_at;
    expect(readAt).toBeTruthy();
    const again = await ani.call("POST", `/notifications/${newest?.id}/read`);
    expect(again.json().data.read_at).toBe(readAt);
    expect(await unread(ani)).toBe(2);
    expect(await titles(ani, "?unread=true")).toEqual(["Dua", "Satu"]);
    expect(await titles(ani, "?unread=false")).toEqual(["Tiga", "Dua", "Satu"]);
    expect((await ani.call("GET", "/notifications?unread=mungkin")).statusCode).toBe(422);
  });

  it("answers 404 for another's note or none, and read-all touches only the caller's", async () => {
    const ani = await member();
    const budi = await member();
    const db = app.database.db;
    await notify(db, [ani.id], note("A1"));
    await notify(db, [ani.id], note("A2"));
    await notify(db, [budi.id], note("B1"));
    const budiNote = (await budi.call("GET", "/notifications")).json().data[0] as { id: number };

    const foreign = await ani.call("POST", `/notifications/${budiNote.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Pesan tidak ditemukan");
    expect((await ani.call("POST", "/notifications/999999/read")).statusCode).toBe(404);
    expect(await unread(budi)).toBe(1);

    const all = await ani.call("POST", "/notifications/read-all");
    expect(all.json()).toMatchObject({ data: { updated: 2 }, message: "Semua pesan ditandai dibaca" });
    expect(await unread(ani)).toBe(0);
    expect(await unread(budi)).toBe(1);
    expect((await ani.call("POST", "/notifications/read-all")).json().data.updated).toBe(0);
  });

  it("is for signed-in staff only", async () => {
    const anonymous = await app.inject({ method: "GET", url: "/api/notifications/unread-count" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("notify and notifyHolders", () => {
  it("writes one row per recipient, without duplicates, empty ids or the excepted user", async () => {
    const ani = await member();
    const budi = await member();
    const db = app.database.db;
    expect(await notify(db, [ani.id, ani.id, null, budi.id], note("Sekali"), budi.id)).toBe(1);
    expect(await titles(ani)).toEqual(["Sekali"]);
    expect(await titles(budi)).toEqual([]);
    expect(await notify(db, [], note("Kosong"))).toBe(0);
  });

  it("reaches active staff holding the permission through a role or directly", async () => {
    const byRole = await member(["edit acc space"]);
    const direct = await member();
    await setAccess(app.database.db, direct.id, [], ["edit acc space"]);
    const cashier = await member(["create penjualan umum"]);
    await member(["edit acc space"], { status: "Non Aktif" });
    const actor = await member(["edit acc space"]);
    const sent = await notifyHolders(app.database.db, "edit acc space", note("Space"), actor.id);
    expect(sent).toBe(2);
    expect(await titles(byRole)).toEqual(["Space"]);
    expect(await titles(direct)).toEqual(["Space"]);
    expect(await titles(cashier)).toEqual([]);
    expect(await titles(actor)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { sellOnePerName, useSaleWorld } from "../../test/sales-fixtures";
import { statementsOf } from "../../test/statement-counter";

type Answer = { data: { booking_code: string }[]; meta: { total: number; last_page: number } };

/** How the staff booking list reads (issue 26): what a look-up asks the database, and its totals. */
describe("the staff booking list's reads", () => {
  const state = useSaleWorld();

  const sellTwo = () => {
    const { world, cashier } = state();
    return sellOnePerName(world, cashier, ["Wulan Sari", "Wulan Sari"]);
  };

  const list = async (query: string) => {
    const { app, cashier } = state();
    let answer: Answer | undefined;
    const statements = await statementsOf(app, async () => {
      const reply = await cashier.call("GET", `/bookings?${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      answer = reply.json() as Answer;
    });
    if (!answer) throw new Error("no answer");
    const counting = statements.filter((text) => /"capped"/.test(text));
    const nameSearches = statements.filter((text) =>
      /"booking_passengers"\."nama_lengkap" ilike/i.test(text),
    );
    return { ...answer, counting: counting.length, nameSearches: nameSearches.length };
  };

  it("answers a code look-up from its page alone: no count, the total of a page that is not full", async () => {
    const [first = ""] = await sellTwo();
    const byCode = await list(`search=${first}`);
    expect(byCode.data.map((row) => row.booking_code)).toEqual([first]);
    expect(byCode.meta).toMatchObject({ total: 1, last_page: 1 });
    expect(byCode.counting).toBe(0);
    expect((await list(`code=${first}`)).counting).toBe(0);
  });

  it("counts full pages and pages past the end; a name is searched once per call", async () => {
    const codes = await sellTwo();
    const firstPage = await list("search=wulan&per_page=1");
    expect(firstPage.meta).toMatchObject({ total: 2, last_page: 2 });
    // The search read its two matching ids: that is the total, unless other filters narrow them.
    expect(firstPage.counting).toBe(0);
    expect(firstPage.nameSearches).toBe(1);
    const filtered = await list("search=wulan&status=confirmed&per_page=1");
    expect(filtered.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(filtered.counting).toBe(1);
    expect(filtered.nameSearches).toBe(1);
    expect((await list("search=wulan&status=cancel&per_page=1")).meta).toMatchObject({ total: 0 });
    const lastPage = await list("search=wulan&per_page=1&page=2");
    expect(lastPage.meta).toMatchObject({ total: 2, last_page: 2 });
    const onePage = await list("search=wulan&per_page=5");
    expect(onePage.meta).toMatchObject({ total: 2, last_page: 1 });
    expect(onePage.counting).toBe(0);
    const pastTheEnd = await list("search=wulan&per_page=1&page=3");
    expect(pastTheEnd.data).toEqual([]);
    expect(pastTheEnd.meta).toMatchObject({ total: 2, last_page: 2 });
    expect([...firstPage.data, ...lastPage.data].map((row) => row.booking_code).sort()).toEqual(codes.sort());
  });

  it("keeps a typed code to its bookings when the other filters leave none of them", async () => {
    const [first = ""] = await sellTwo();
    const filtered = await list(`search=${first}&status=cancel`);
    expect(filtered.data).toEqual([]);
    expect(filtered.meta.total).toBe(0);
    expect(filtered.nameSearches).toBe(0);
  });
});

import type { MethodAmounts } from "@ferry/shared/cashier-shifts";
import {
  approveShift,
  closeShift,
  expectedOf,
  moneyOfShifts,
  openShift,
} from "../../modules/cashier-shifts/index";
import type { Database } from "../client";

type DemoActor = { id: number; username: string; ip: null; user_agent: string };

export const DEMO_COUNTER = "Loket 1 Merak";
const DEMO_FLOAT = 500_000;

/** The demo cashier's shift at the demo counter, with a float of Rp 500.000. */
export function openDemoShift(db: Database, cashier: DemoActor) {
  return openShift(db, cashier, { loket: DEMO_COUNTER, modal_awal: DEMO_FLOAT });
}

/**
 * Closes a demo shift with the money counted, Rp 2.000 short in cash (so the report shows a difference),
 * and has the supervisor approve it: the demo's closed, approved shift.
 */
export async function closeAndApproveDemoShift(
  db: Database,
  shiftId: number,
  cashier: DemoActor,
  supervisor: DemoActor,
) {
  const expected = expectedOf(DEMO_FLOAT, (await moneyOfShifts(db, [shiftId])).get(shiftId));
  const dihitung: MethodAmounts = { ...expected, tunai: expected.tunai - 2_000 };
  await closeShift(db, cashier, shiftId, { dihitung, catatan: "Kurang Rp 2.000 (uang kembalian)" });
  await approveShift(db, supervisor, shiftId, "Selisih kecil, diterima");
}

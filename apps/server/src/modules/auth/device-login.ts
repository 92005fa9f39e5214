import { DEVICE_MESSAGES, GATE_SCAN_PERMISSIONS } from "@ferry/shared/gate-devices";
import type { StaffUser } from "@ferry/shared/staff-auth";
import { AppError } from "../../lib/app-error";
import { type SignInPolicy, staffPolicy } from "./login";
import { permissionsOf, toStaffUser } from "./staff-user";

/**
 * `POST /api/login/perangkat` (decision 032): an active staff account that may scan at a gate signs a
 * device in; the answer carries the device's permissions only. The attempt limit and the other answers
 * are the staff login's; the single-session rule does not apply (`loginStaff` with this policy).
 */
export const devicePolicy: SignInPolicy<StaffUser> = {
  async admit(db, user) {
    await staffPolicy.admit(db, user);
    const held = (await permissionsOf(db, user.id)).all;
    if (!GATE_SCAN_PERMISSIONS.some((name) => held.has(name))) {
      throw new AppError("ACCESS_DENIED", DEVICE_MESSAGES.noGatePermission);
    }
  },
  present: (db, user) => toStaffUser(db, user, true),
  description: "Login perangkat gerbang",
};

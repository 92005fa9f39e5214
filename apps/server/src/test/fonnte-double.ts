import { formGatewayDoublesStoppedAfterEach } from "./form-gateway-double";

/**
 * A local double of Fonnte's `POST /send`: answers like Fonnte, `{ status: true, id: [...], ... }`, or
 * what `reply` says (`{ status: false, reason }`).
 */
export const fonnteDoublesStoppedAfterEach = () =>
  formGatewayDoublesStoppedAfterEach("/send", (fields, id) => ({
    detail: "success! message in queue",
    id: [id],
    process: "pending",
    status: true,
    target: [fields.target],
  }));

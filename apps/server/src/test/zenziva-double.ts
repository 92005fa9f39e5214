import { formGatewayDoublesStoppedAfterEach } from "./form-gateway-double";

/**
 * A local double of Zenziva's `POST /reguler/api/sendsms/`: answers like Zenziva,
 * `{ messageId, to, status: "1", text: "Success" }`, or what `reply` says (another status and its text).
 */
export const zenzivaDoublesStoppedAfterEach = () =>
  formGatewayDoublesStoppedAfterEach("/reguler/api/sendsms/", (fields, id) => ({
    messageId: id,
    to: fields.to,
    status: "1",
    text: "Success",
  }));

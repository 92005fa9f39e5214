import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../test/mock-api";
import { requestLogin } from "./session-api";

let loginReply: () => Response;
mockApi({ "POST /api/login": () => loginReply() });

const user = { id: 1, username: "kasir" };
const refusal = () =>
  requestLogin({ username: "kasir", password: "Demo#2026" }).then(
    () => null,
    (error: { message: string; code: string }) => ({ message: error.message, code: error.code }),
  );

describe("a malformed 200 login answer", () => {
  it.each([
    ["a body that is not JSON", () => new Response("<html>ok</html>", { status: 200 })],
    ["an empty body", () => new Response("", { status: 200 })],
    ["an answer without a token", () => jsonResponse({ success: true, user })],
  ])("with %s says no token was received", async (_label, reply) => {
    loginReply = reply;
    expect(await refusal()).toEqual({ message: "No token received from server", code: "CLIENT_ERROR" });
  });

  it("without a user says no user data was received", async () => {
    loginReply = () => jsonResponse({ success: true, token: "abc" });
    expect(await refusal()).toEqual({ message: "No user data received from server", code: "CLIENT_ERROR" });
  });

  it("with success false shows the server's message, else 'Login gagal'", async () => {
    loginReply = () => jsonResponse({ success: false, message: "Akun dikunci" });
    expect(await refusal()).toEqual({ message: "Akun dikunci", code: "CLIENT_ERROR" });
    loginReply = () => jsonResponse({ success: false });
    expect(await refusal()).toEqual({ message: "Login gagal", code: "CLIENT_ERROR" });
  });

  it("still answers a real HTTP failure from the catalogue", async () => {
    loginReply = () => jsonResponse({ success: false }, 401);
    expect(await refusal()).toEqual({ message: "Username atau password salah", code: "INVALID_CREDENTIALS" });
  });
});

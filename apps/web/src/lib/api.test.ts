import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, buildQuery, createApiClient, customerApi, setAuthFailureHandler, staffApi } from "./api";

function respond(status: number, body: unknown, statusText = "") {
  return vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status, statusText }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthFailureHandler(null);
});

describe("api client", () => {
  it("omits empty and undefined query values", () => {
    expect(buildQuery({ a: 1, b: "", c: undefined, d: null, e: "x y", f: [1, "", 2] })).toBe(
      "?a=1&e=x+y&f=1&f=2",
    );
    expect(buildQuery({ a: "" })).toBe("");
  });

  it("sends JSON with the bearer of its area under /api", async () => {
    const fetchMock = respond(200, { success: true, data: 1 });
    vi.stubGlobal("fetch", fetchMock);
    const client = createApiClient({ getToken: () => "rahasia" });
    await expect(client.post("/things", { nama: "x" }, { query: { page: 2, search: "" } })).resolves.toEqual({
      success: true,
      data: 1,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/things?page=2");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"nama":"x"}');
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer rahasia");
  });

  it("sends no Authorization header without a token", async () => {
    const fetchMock = respond(200, {});
    vi.stubGlobal("fetch", fetchMock);
    await createApiClient({ getToken: () => null }).get("/x");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty("Authorization");
  });

  it("reports a 401 to the handler with error_code and details, and still rejects", async () => {
    vi.stubGlobal(
      "fetch",
      respond(401, {
        success: false,
        message: "Sesi habis",
        error_code: "FORCE_LOGOUT",
        reason: "force_logout_detected",
      }),
    );
    const handler = vi.fn();
    setAuthFailureHandler(handler);
    const call = createApiClient({ getToken: () => "t" }).get("/user/profile");
    await expect(call).rejects.toMatchObject({
      status: 401,
      code: "FORCE_LOGOUT",
      reason: "force_logout_detected",
    });
    expect(handler).toHaveBeenCalledWith("FORCE_LOGOUT", {
      error: "Sesi habis",
      url: "/api/user/profile",
      status: 401,
    });
  });

  it("defaults the reported code to TOKEN_EXPIRED and the message to 'Authentication failed'", async () => {
    vi.stubGlobal("fetch", respond(401, {}));
    const handler = vi.fn();
    setAuthFailureHandler(handler);
    await expect(createApiClient({ getToken: () => "t" }).get("/x")).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledWith("TOKEN_EXPIRED", {
      error: "Authentication failed",
      url: "/api/x",
      status: 401,
    });
  });

  it("rejects with the field errors of a 422", async () => {
    vi.stubGlobal(
      "fetch",
      respond(422, {
        success: false,
        message: "Nama wajib",
        code: "VALIDATION_ERROR",
        errors: { nama: ["Nama wajib"] },
      }),
    );
    const error = (await createApiClient({ getToken: () => null })
      .post("/x", {})
      .catch((caught) => caught)) as ApiError;
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.fieldMessage("nama")).toBe("Nama wajib");
  });

  it("turns a network failure into NETWORK_ERROR", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(createApiClient({ getToken: () => null }).get("/x")).rejects.toMatchObject({
      code: "NETWORK_ERROR",
      message: "Tidak dapat terhubung ke server. Periksa koneksi internet Anda.",
    });
  });

  it("sends each area's own bearer: staff `token`, customer `auth_token`", async () => {
    const fetchMock = respond(200, {});
    vi.stubGlobal("fetch", fetchMock);
    window.localStorage.setItem("token", "staf");
    window.localStorage.setItem("auth_token", "pelanggan");
    await staffApi.get("/user/profile");
    await customerApi.get("/user/profile");
    const headers = fetchMock.mock.calls.map(
      (call) =>
        ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>).Authorization,
    );
    expect(headers).toEqual(["Bearer staf", "Bearer pelanggan"]);
  });

  it("sends a FormData body as multipart (no JSON content type)", async () => {
    const fetchMock = respond(201, { data: { url: "/uploads/a.png" } });
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    form.append("file", new Blob(["x"]), "a.png");
    await createApiClient({ getToken: () => "t" }).post("/uploads/images", form);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty("Content-Type");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer t");
  });

  it("answers text or a blob when asked", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<h1>Tiket</h1>", { status: 200 })),
    );
    const client = createApiClient({ getToken: () => null });
    await expect(client.get<string>("/preview", undefined, { as: "text" })).resolves.toBe("<h1>Tiket</h1>");
    const blob = await client.get<Blob>("/pdf", undefined, { as: "blob" });
    expect(await blob.text()).toBe("<h1>Tiket</h1>");
  });

  it("uses PUT, PATCH and DELETE as asked", async () => {
    const fetchMock = respond(200, {});
    vi.stubGlobal("fetch", fetchMock);
    const client = createApiClient({ getToken: () => null });
    await client.put("/a", { x: 1 });
    await client.patch("/a/views");
    await client.delete("/a");
    const methods = fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].method);
    expect(methods).toEqual(["PUT", "PATCH", "DELETE"]);
  });
});

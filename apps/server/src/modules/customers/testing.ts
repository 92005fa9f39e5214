import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Config } from "../../config";
import { buildTestApp } from "../../test/app";
import { fakeGoogleKeys } from "../../test/fake-google-keys";

export const CUSTOMER_PASSWORD = "pelanggan123";
export const GOOGLE_CLIENT_ID = "ferry-test.apps.googleusercontent.com";

/** A complete registration payload (profile complete: name and phone). */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    nama_lengkap: "Sari Pelanggan",
    email: "sari@contoh.id",
    password: CUSTOMER_PASSWORD,
    nomor_telepon: "081234567890",
    alamat: "Jl. Pelabuhan 1, Banyuwangi",
    tanggal_lahir: "1990-05-17",
    jenis_kelamin: "P",
    nomor_identitas: "3510015705900001",
    jenis_identitas: "KTP",
    tipe_pengguna: "pelanggan",
    ...overrides,
  };
}

export function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  return app.inject({ method: "POST", url: "/api/register", payload: registration(overrides) });
}

export function customerLogin(
  app: FastifyInstance,
  login_field: string,
  password = CUSTOMER_PASSWORD,
  ip = "10.0.0.9",
) {
  return app.inject({
    method: "POST",
    url: "/api/customer/login",
    payload: { login_field, password },
    remoteAddress: ip,
  });
}

/** Registers a customer, signs it in and answers a caller of the API with its bearer. */
export async function signedInCustomer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const email = String(overrides.email ?? registration().email);
  const created = await register(app, overrides);
  expect(created.statusCode, created.body).toBe(201);
  const response = await customerLogin(app, email);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const authorization = `Bearer ${body.token}`;
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization }, payload });
  return { email, authorization, call, user: body.user, login: body };
}

export function expectFailure(
  response: { statusCode: number; json(): Record<string, unknown> },
  status: number,
  code: string,
  message: string,
) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(response.json()).toMatchObject({ success: false, code, error_code: code, message });
}

/**
 * A stand-in for Google: an RSA key pair, its public key set served on a local port, and ID tokens
 * signed with it. `app()` builds the app trusting that key set for GOOGLE_CLIENT_ID.
 */
export async function fakeGoogle() {
  const keys = await fakeGoogleKeys(GOOGLE_CLIENT_ID);
  return {
    token: keys.token,
    strangerKey: keys.strangerKey,
    app: (overrides: Partial<Config> = {}) =>
      buildTestApp({ googleClientId: GOOGLE_CLIENT_ID, googleJwksUrl: keys.jwksUrl, ...overrides }),
    close: keys.close,
  };
}

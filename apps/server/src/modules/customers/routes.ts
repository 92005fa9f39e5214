import {
  customerAccountSchema,
  customerAuthResponseSchema,
  customerDashboardSchema,
  customerEmailSchema,
  customerLoginSchema,
  customerProfileUpdateSchema,
  emailTokenSchema,
  googleLinkSchema,
  googleTokenSchema,
  publicAuthConfigSchema,
  registerSchema,
} from "@ferry/shared/customer-auth";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authOf, customerAccess, publicAccess } from "../../plugins/access";
import { noStore } from "../../plugins/security";
import { passwordResetRoutes } from "../email-tokens/index";
import { sessionSettings } from "../settings/index";
import { loginCustomer } from "./customer-login";
import { customerDashboard } from "./dashboard";
import { linkGoogle, loginWithGoogle, registerWithGoogle } from "./google-accounts";
import { googleVerifier, idTokenOf } from "./google-token";
import { customerResetAudience } from "./password-reset";
import { customerAuthAnswer } from "./present";
import { updateCustomerProfile } from "./profile";
import { registerCustomer } from "./register";
import { resendVerification, VERIFICATION_SENT } from "./resend-verification";
import { EMAIL_VERIFIED, verifyCustomerEmail } from "./verify-email";

const contextOf = (request: FastifyRequest) => ({
  ip: request.ip,
  user_agent: request.headers["user-agent"]?.slice(0, 500) ?? null,
});

/** Customer accounts: registration, sign-in (password and Google), profile and dashboard (decision 014). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const settings = () => sessionSettings(app.database.db, app.config.tokenTtlSeconds);
  const google = googleVerifier(app.config);
  // Tokens and the customer's own data: never cached (this plugin's routes only).
  app.addHook("onRequest", noStore);

  app.get(
    "/public/auth/config",
    {
      config: publicAccess,
      schema: {
        tags: ["customers"],
        summary: "Sign-in options for the customer pages (the Google client id, or null when off)",
        response: { 200: envelopeOf(publicAuthConfigSchema) },
      },
    },
    async () => ok({ google_client_id: google.clientId }),
  );

  app.post(
    "/register",
    {
      config: publicAccess,
      schema: {
        tags: ["customers"],
        summary: "Customer registration (always a pelanggan account)",
        body: registerSchema,
        response: { 201: envelopeOf(customerEmailSchema) },
      },
    },
    async (request, reply) => {
      const created = await registerCustomer(db(), request.body, contextOf(request));
      reply.code(201);
      return ok({ email: created.email }, { message: "Registrasi berhasil. Silakan login." });
    },
  );

  app.post(
    "/customers/verify",
    {
      config: publicAccess,
      schema: {
        tags: ["customers"],
        summary: "Confirms a customer's e-mail with the token of the verification link (single use, 24 h)",
        body: emailTokenSchema,
        response: { 200: envelopeOf(customerEmailSchema) },
      },
    },
    async (request) => {
      const verified = await verifyCustomerEmail(db(), request.body.token, contextOf(request));
      return ok(verified, { message: EMAIL_VERIFIED });
    },
  );

  app.post(
    "/customer/verify/resend",
    {
      config: customerAccess,
      schema: {
        tags: ["customers"],
        summary: "E-mails the signed-in customer a new verification link (one a minute, five a day)",
        response: { 200: envelopeOf(customerEmailSchema) },
      },
    },
    async (request) =>
      ok(await resendVerification(db(), authOf(request).user), { message: VERIFICATION_SENT }),
  );

  passwordResetRoutes(app, {
    prefix: "/customers/password",
    tag: "customers",
    who: "a registered customer",
    audience: customerResetAudience,
  });

  app.post(
    "/customer/login",
    {
      config: publicAccess,
      schema: {
        tags: ["customers"],
        summary: "Customer sign-in by e-mail and password",
        body: customerLoginSchema,
        response: { 200: customerAuthResponseSchema },
      },
    },
    async (request) => {
      const result = await loginCustomer(db(), request.body, contextOf(request), await settings());
      return customerAuthAnswer(result, "Login berhasil");
    },
  );

  app.post(
    "/loginGoogle",
    {
      config: publicAccess,
      schema: {
        tags: ["customers"],
        summary: "Customer sign-in with a Google ID token",
        body: googleTokenSchema,
        response: { 200: customerAuthResponseSchema },
      },
    },
    async (request) => {
      const identity = await google.verify(idTokenOf(request.body));
      const result = await loginWithGoogle(db(), identity, contextOf(request), await settings());
      return customerAuthAnswer(result, "Login berhasil");
    },
  );

  app.post(
    "/registerGoogle",
    {
      config: publicAccess,
      schema: {
        tags: ["customers"],
        summary: "Customer sign-up with a Google ID token (signs in)",
        body: googleTokenSchema,
        response: { 201: customerAuthResponseSchema },
      },
    },
    async (request, reply) => {
      const identity = await google.verify(idTokenOf(request.body));
      const result = await registerWithGoogle(db(), identity, contextOf(request), await settings());
      reply.code(201);
      return customerAuthAnswer(result, "Registrasi berhasil");
    },
  );

  app.post(
    "/customer/google/link",
    {
      config: customerAccess,
      schema: {
        tags: ["customers"],
        summary: "Links a Google account to the signed-in customer (only while none is linked)",
        body: googleTokenSchema,
        response: { 200: envelopeOf(googleLinkSchema) },
      },
    },
    async (request) => {
      const identity = await google.verify(idTokenOf(request.body));
      const googleId = await linkGoogle(db(), authOf(request).user.id, identity, actorOf(request));
      return ok({ google_id: googleId }, { message: "Akun Google berhasil ditautkan" });
    },
  );

  app.put(
    "/customer/profile",
    {
      config: customerAccess,
      schema: {
        tags: ["customers"],
        summary: "Updates the signed-in customer's profile",
        body: customerProfileUpdateSchema,
        response: { 200: envelopeOf(customerAccountSchema) },
      },
    },
    async (request) => {
      const account = await updateCustomerProfile(
        db(),
        authOf(request).user.id,
        request.body,
        actorOf(request),
      );
      return ok(account, { message: "Profile berhasil diperbarui" });
    },
  );

  app.get(
    "/customer/dashboard",
    {
      config: customerAccess,
      schema: {
        tags: ["customers"],
        summary: "The signed-in customer's booking figures and recent activity",
        response: { 200: envelopeOf(customerDashboardSchema) },
      },
    },
    async (request) => ok(await customerDashboard(db(), authOf(request).user)),
  );
};

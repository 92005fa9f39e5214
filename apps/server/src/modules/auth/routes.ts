import {
  customerAuthResponseSchema,
  customerChangePasswordSchema,
  customerProfileAnswerSchema,
} from "@ferry/shared/customer-auth";
import { DEVICE_MESSAGES, deviceLoginSchema } from "@ferry/shared/gate-devices";
import { databaseId, idParams } from "@ferry/shared/ids";
import {
  adminResetPasswordSchema,
  changePasswordSchema,
  loginSchema,
  staffUserSchema,
  tokenResponseSchema,
  tokenValidationSchema,
} from "@ferry/shared/staff-auth";
import { messageAnswerSchema } from "@ferry/shared/wire";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authenticatedAccess, authOf, publicAccess, requirePermission } from "../../plugins/access";
import { noStore } from "../../plugins/security";
import { customerAuthAnswer, presentCustomer } from "../customers/index";
import { passwordResetRoutes } from "../email-tokens/index";
import { sessionSettings } from "../settings/index";
import { devicePolicy } from "./device-login";
import { revokeDeviceSession } from "./device-sessions";
import { loginStaff } from "./login";
import { ownPasswordChange } from "./password-payload";
import { changeOwnPassword, resetUserPassword } from "./passwords";
import { forceLogout, logout, refresh } from "./session-actions";
import { findSession } from "./sessions";
import { staffResetAudience } from "./staff-password-reset";
import { toStaffUser, type UserRow } from "./staff-user";
import { bearerToken } from "./tokens";

const isCustomer = (user: UserRow) => user.tipe_pengguna === "pelanggan";

function tokenAnswer(
  result: { token: string; expiresAt: Date; user: z.infer<typeof staffUserSchema> },
  message: string,
) {
  return {
    success: true as const,
    message,
    token: result.token,
    user: result.user,
    expires_at: result.expiresAt.toISOString(),
    expires_in: Math.max(0, Math.round((result.expiresAt.getTime() - Date.now()) / 1000)),
  };
}

/** Where a sign-in or refresh comes from, for its session and log entry. */
function requestContext(request: FastifyRequest) {
  return { ip: request.ip, user_agent: request.headers["user-agent"]?.slice(0, 500) ?? null };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // 'Sesi & Login' on /management (cached 5 s; TOKEN_TTL_SECONDS is the token lifetime's default).
  const settings = () => sessionSettings(app.database.db, app.config.tokenTtlSeconds);
  // Tokens and the signed-in user's profile: never cached (this plugin's routes only).
  app.addHook("onRequest", noStore);

  app.post(
    "/login",
    {
      config: publicAccess,
      schema: {
        tags: ["auth"],
        summary: "Staff sign-in",
        body: loginSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const context = requestContext(request);
      const result = await loginStaff(app.database.db, request.body, context, await settings());
      return tokenAnswer(result, "Login berhasil");
    },
  );

  app.post(
    "/login/perangkat",
    {
      config: publicAccess,
      schema: {
        tags: ["auth"],
        summary: "A gate device signs in under its own name, beside the officer's other sessions",
        body: deviceLoginSchema,
        response: { 200: tokenResponseSchema.extend({ perangkat: z.string() }) },
      },
    },
    async (request) => {
      const context = requestContext(request);
      const result = await loginStaff(app.database.db, request.body, context, await settings(), devicePolicy);
      return { ...tokenAnswer(result, "Login perangkat berhasil"), perangkat: request.body.perangkat };
    },
  );

  app.post(
    "/logout",
    {
      config: publicAccess,
      schema: {
        tags: ["auth"],
        summary: "Ends the session of the bearer token",
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      const resolved = token ? await findSession(app.database.db, token, Number.POSITIVE_INFINITY) : null;
      if (resolved) {
        request.auth = { ...resolved, permissions: new Set() };
        await logout(app.database.db, resolved, actorOf(request));
      }
      return { success: true as const, message: "Logout berhasil" };
    },
  );

  app.post(
    "/refresh",
    {
      config: publicAccess,
      schema: {
        tags: ["auth"],
        summary: "Rotates the bearer token (live, or expired within the grace period)",
        // Staff answer the staff shape; a customer (pelanggan) the customer sign-in's shape.
        response: { 200: z.union([tokenResponseSchema, customerAuthResponseSchema]) },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization) ?? "";
      const actor = requestContext(request);
      const ttl = (await settings()).masa_berlaku_token_menit * 60;
      const limits = {
        ttlSeconds: ttl,
        graceSeconds: app.config.refreshGraceSeconds,
        maxAgeSeconds: app.config.sessionMaxAgeSeconds,
      };
      const result = await refresh(app.database.db, token, limits, actor, async (db, user, asDevice) =>
        isCustomer(user) ? presentCustomer(db, user) : toStaffUser(db, user, asDevice),
      );
      const { user, ...rest } = result;
      if ("pelanggan" in user) {
        return customerAuthAnswer({ ...rest, account: user }, "Session diperpanjang", {
          explainCompleteProfile: false,
        });
      }
      return tokenAnswer({ ...rest, user }, "Session diperpanjang");
    },
  );

  app.get(
    "/auth/validate-token",
    {
      config: authenticatedAccess,
      schema: {
        tags: ["auth"],
        summary: "Whether the bearer token is still usable; a 401 says why in `reason`",
        response: { 200: tokenValidationSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return {
        success: true as const,
        valid: true as const,
        // The permissions as of now: an open screen that holds others refreshes its profile (and menu).
        data: {
          user_id: auth.user.id,
          expires_at: auth.session.expires_at.toISOString(),
          permissions: [...auth.permissions].sort(),
        },
      };
    },
  );

  app.get(
    "/user/profile",
    {
      config: authenticatedAccess,
      schema: {
        tags: ["auth"],
        summary: "The signed-in user: staff with permissions, a customer with its `pelanggan` record",
        response: { 200: envelopeOf(z.union([staffUserSchema, customerProfileAnswerSchema])) },
      },
    },
    async (request) => {
      const { user, session } = authOf(request);
      if (!isCustomer(user)) return ok(await toStaffUser(app.database.db, user, session.perangkat !== null));
      const account = await presentCustomer(app.database.db, user);
      return ok({ ...account.user, pelanggan: account.pelanggan });
    },
  );

  app.put(
    "/profile/password",
    {
      config: authenticatedAccess,
      schema: {
        tags: ["auth"],
        summary:
          "Changes the signed-in user's password (staff payload new_password*, customer payload password*)",
        // Either payload; `ownPasswordChange` validates the one the field names say, with its messages.
        body: z
          .union([changePasswordSchema, customerChangePasswordSchema])
          .or(z.record(z.string(), z.unknown())),
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      const user = authOf(request).user;
      const change = ownPasswordChange(request.body, isCustomer(user));
      await changeOwnPassword(app.database.db, user.id, change, actorOf(request), change.wrongCurrentMessage);
      return { success: true as const, message: "Password berhasil diperbarui" };
    },
  );

  app.put(
    "/pengguna/:id/password",
    {
      config: requirePermission("edit users"),
      schema: {
        tags: ["users"],
        summary: "An administrator sets a user's password and ends that user's sessions",
        params: idParams,
        body: adminResetPasswordSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await resetUserPassword(
        app.database.db,
        request.params.id,
        request.body.new_password,
        actorOf(request),
      );
      return { success: true as const, message: "Password pengguna berhasil direset" };
    },
  );

  app.post(
    "/users/:id/force-logout",
    {
      config: requirePermission("edit users"),
      schema: {
        tags: ["users"],
        summary: "Ends every session of a user (forced logout)",
        params: idParams,
        response: { 200: envelopeOf(z.object({ sessions_ended: z.number().int() })) },
      },
    },
    async (request) => {
      const ended = await forceLogout(app.database.db, request.params.id, actorOf(request));
      return ok({ sessions_ended: ended }, { message: "Pengguna berhasil di-logout paksa" });
    },
  );

  app.delete(
    "/users/:id/sessions/:sessionId",
    {
      config: requirePermission("edit users"),
      schema: {
        tags: ["users"],
        summary: "Revokes one gate device session of a user (decision 032)",
        params: z.object({ id: databaseId(), sessionId: databaseId() }),
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      const perangkat = await revokeDeviceSession(app.database.db, id, sessionId, actorOf(request));
      return { success: true as const, message: DEVICE_MESSAGES.revokedDone(perangkat) };
    },
  );

  passwordResetRoutes(app, {
    prefix: "/password",
    tag: "auth",
    who: "an active staff account with that e-mail",
    audience: staffResetAudience,
  });
};

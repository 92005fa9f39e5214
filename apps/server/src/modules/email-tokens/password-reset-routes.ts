import { forgotPasswordSchema, passwordResetSchema } from "@ferry/shared/customer-auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, publicAccess } from "../../plugins/access";
import {
  PASSWORD_RESET_DONE,
  type PasswordResetAudience,
  RESET_LINK_SENT,
  requestPasswordReset,
  resetPasswordWithToken,
} from "./password-reset";

/**
 * Registers `POST <prefix>/forgot` and `POST <prefix>/reset` for one audience (customers under
 * `/customers/password`, staff under `/password`), in the caller's plugin (its hooks apply).
 */
export function passwordResetRoutes(
  app: FastifyInstance,
  options: { prefix: string; tag: string; who: string; audience: PasswordResetAudience },
) {
  const { prefix, tag, who, audience } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  routes.post(
    `${prefix}/forgot`,
    {
      config: publicAccess,
      schema: {
        tags: [tag],
        summary: `E-mails a password reset link (1 h) to ${who}; the same answer for any address`,
        body: forgotPasswordSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await requestPasswordReset(db(), audience, request.body.email);
      return ok(null, { message: RESET_LINK_SENT });
    },
  );

  routes.post(
    `${prefix}/reset`,
    {
      config: publicAccess,
      schema: {
        tags: [tag],
        summary: "Sets a new password with the token of a reset link; ends every session of the account",
        body: passwordResetSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await resetPasswordWithToken(db(), audience, request.body, actorOf(request));
      return ok(null, { message: PASSWORD_RESET_DONE });
    },
  );
}

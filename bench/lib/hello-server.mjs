// The reference: a bare Fastify hello-world, run in its own process by lib/servers.mjs.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
process.send?.({ port: app.server.address().port });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));

import { z } from "zod";
import { cargoTypeSchema } from "./cargo-types";
import { databaseId } from "./ids";
import { portSchema } from "./ports";
import { seaRouteSchema } from "./sea-routes";
import { shipSchema } from "./ships";

/** The public side of the voyage data (`/api/public/...`): what anyone may read of ports, routes, cargo, ships. */

export const publicPortSchema = portSchema.pick({
  id: true,
  nama: true,
  kode: true,
  kota: true,
  zona_waktu: true,
});
export type PublicPort = z.input<typeof publicPortSchema>;

export const publicCargoSchema = cargoTypeSchema.omit({ created_at: true });
export type PublicCargo = z.input<typeof publicCargoSchema>;

export const publicShipSchema = shipSchema.omit({ created_at: true });
export type PublicShip = z.input<typeof publicShipSchema>;

export const publicRouteSchema = seaRouteSchema.omit({ created_at: true });
export type PublicRoute = z.input<typeof publicRouteSchema>;

/** `GET /public/routes/search`: active routes between two ports, by code or name. */
export const publicRouteSearchQuery = z.object({
  origin_port_id: databaseId().optional(),
  destination_port_id: databaseId().optional(),
  search: z.string().trim().max(100).optional(),
});

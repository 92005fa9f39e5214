import { z } from "zod";

/** zod's built-in Indonesian messages for every rule that does not carry its own text. */
z.config(z.locales.id());

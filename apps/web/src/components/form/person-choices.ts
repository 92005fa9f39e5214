import { GENDER_LABELS, GENDERS, IDENTITY_TYPES } from "@ferry/shared/bookings";
import type { Choice } from "./select-field";

/** The age group a sale form asks for (it sets `is_child` / `is_infant`): staff and customer forms alike. */
export type AgeGroup = "dewasa" | "anak" | "bayi";
export const AGE_GROUP_LABELS: Record<AgeGroup, string> = { dewasa: "Dewasa", anak: "Anak", bayi: "Bayi" };

/** The choices of a person's selects: age group, identity type, sex. */
export const AGE_CHOICES: Choice[] = (Object.keys(AGE_GROUP_LABELS) as AgeGroup[]).map((value) => ({
  value,
  label: AGE_GROUP_LABELS[value],
}));
export const IDENTITY_CHOICES: Choice[] = IDENTITY_TYPES.map((value) => ({ value, label: value }));
export const GENDER_CHOICES: Choice[] = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

import { z } from "zod";

/** A whole number from `min` to `max`, with the operator's label in each message (form text is coerced). */
export function wholeNumber(label: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${label} harus angka` })
    .int({ error: `${label} harus bilangan bulat` })
    .min(min, { error: `${label} minimal ${min}` })
    .max(max, { error: `${label} maksimal ${max}` });
}

/** A yes/no setting: a real boolean (a text such as "false" is refused, never read as true). */
export function yesNo(label: string) {
  return z.boolean({ error: `${label} harus ya atau tidak` });
}

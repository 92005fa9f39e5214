import { useState } from "react";
import toast from "react-hot-toast";
import type { z } from "zod";
import { ApiError } from "../../../lib/api";

type Errors = Record<string, string | undefined>;

/** The first message per field path (`dihitung.tunai`) of a zod error or an API 422. */
function byPath(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/**
 * A small form's state checked by its shared schema: `check()` answers the parsed body or null (and shows
 * the messages); `outcome(fallback, then)` answers a mutation's callbacks: success toasts the API's message
 * (or `fallback`) and calls `then`; a refusal shows under its fields, or else as a toast.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<Errors>({});
  const check = (values: unknown): z.output<S> | null => {
    const parsed = schema.safeParse(values);
    setErrors(parsed.success ? {} : byPath(parsed.error.issues));
    return parsed.success ? parsed.data : null;
  };
  const outcome = <T extends { message?: string }>(fallback: string, then?: (answer: T) => void) => ({
    onSuccess: (answer: T) => {
      toast.success(answer.message ?? fallback);
      then?.(answer);
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && error.errors) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0]])));
      } else toast.error(error.message);
    },
  });
  const clear = (path: string) => setErrors((current) => ({ ...current, [path]: undefined }));
  return { errors, check, outcome, clear };
}

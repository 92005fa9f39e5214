import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { quoteQuery } from "../api/quote";

/** The value after it stayed the same for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The live price of the sale being typed: `POST /bookings/quote`, half a second after the last change. */
export function useQuote(body: unknown | null) {
  const text = body === null ? null : JSON.stringify(body);
  const settled = useDebounced(text, 500);
  const query = useQuery(quoteQuery(settled));
  const current = text !== null && text === settled;
  return {
    quote: text === null ? undefined : query.data,
    /** Still computing the price of what is typed now. */
    pending: text !== null && (!current || query.isFetching),
    error: text !== null && current ? query.error : null,
    /** The total of exactly what is typed now, or null while unknown. */
    total: current && !query.isFetching && query.data && !query.error ? query.data.total_harga : null,
  };
}

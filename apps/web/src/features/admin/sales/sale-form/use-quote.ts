import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { staffApi } from "../../../../lib/api";
import type { Quote } from "../api/booking-types";

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
  const query = useQuery<Quote>({
    queryKey: ["booking-quote", settled],
    queryFn: ({ signal }) =>
      staffApi
        .post<{ data: Quote }>("/bookings/quote", JSON.parse(settled ?? "{}"), { signal })
        .then((a) => a.data),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
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

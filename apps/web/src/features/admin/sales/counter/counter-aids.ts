import { createContext, useContext } from "react";

/** Whether the sale form offers the counter's aids (repeat-customer look-ups need the counter permission). */
export const CounterAids = createContext<{ lookups: boolean }>({ lookups: false });

export const useCounterAids = () => useContext(CounterAids);

import type { ReactNode } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { emptySale, type SaleValues } from "../sale-form/sale-values";

/** Renders sale-form pieces inside a form; 'Kirim' hands the values to `onValues`. */
export function FormHarness({
  initial,
  onValues,
  children,
}: {
  initial?: Partial<SaleValues>;
  onValues: (values: SaleValues) => void;
  children: ReactNode;
}) {
  const form = useForm<SaleValues>({ defaultValues: { ...emptySale("loket"), ...initial } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValues)}>
        {children}
        <button type="submit">Kirim</button>
      </form>
    </FormProvider>
  );
}

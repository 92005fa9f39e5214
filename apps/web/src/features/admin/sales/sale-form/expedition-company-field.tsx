import { useFormContext, useWatch } from "react-hook-form";
import { SelectField } from "../../../../components/form/select-field";
import { formatRupiah } from "../../../../lib/format";
import { useExpeditionCompanies } from "../api/sale-queries";
import { errorAt } from "./place-field-errors";
import type { SaleValues } from "./sale-values";

/** The expedition company of a space request, with the credit it still has. */
export function ExpeditionCompanyField() {
  const { register, control, formState, getValues, setValue } = useFormContext<SaleValues>();
  const companies = useExpeditionCompanies();
  const chosenId = useWatch({ control, name: "expedition_company_id" });
  const chosen = companies.data?.find((company) => String(company.id) === chosenId);
  const field = register("expedition_company_id");
  return (
    <div className="space-y-2" data-testid="company-field">
      <SelectField
        label="Perusahaan ekspedisi"
        choices={(companies.data ?? []).map((company) => ({
          value: String(company.id),
          label: company.status === "Aktif" ? company.label : `${company.label} (tidak aktif)`,
          disabled: company.status !== "Aktif",
        }))}
        placeholder={companies.isLoading ? "Memuat..." : "— pilih perusahaan —"}
        error={errorAt(formState.errors, "expedition_company_id")}
        {...field}
        onChange={(event) => {
          void field.onChange(event);
          const company = companies.data?.find((item) => String(item.id) === event.target.value);
          if (company && !getValues("pemesan_nama")) setValue("pemesan_nama", company.label);
        }}
      />
      {companies.error ? (
        <p role="alert" className="text-sm text-red-600">
          {companies.error.message}
        </p>
      ) : null}
      {chosen ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Plafon tersedia <strong>{formatRupiah(chosen.tersedia)}</strong> dari {formatRupiah(chosen.plafon)}{" "}
          (terpakai {formatRupiah(chosen.piutang)})
        </p>
      ) : null}
    </div>
  );
}

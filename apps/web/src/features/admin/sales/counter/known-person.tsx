import type { KnownPerson } from "@ferry/shared/counter";
import { type Path, useFormContext, useWatch } from "react-hook-form";
import type { SaleValues } from "../sale-form/sale-values";
import { useKnownPerson } from "./api/counter";
import { useCounterAids } from "./counter-aids";
import { enterFills, KnownOffer, OfferingField } from "./known-offer";

type PersonPrefix = `passengers.${number}` | `vehicles.${number}.riders.${number}`;
type FieldProps = { prefix: PersonPrefix; error?: string };

/**
 * The repeat customer behind the identity number typed at `prefix`: offered under the field while the
 * row does not hold that person yet; Enter in the field (or the offer's button) fills name, identity type
 * and sex.
 */
function useKnownPersonOffer(prefix: PersonPrefix) {
  const { control, setValue } = useFormContext<SaleValues>();
  const path = (field: string) => `${prefix}.${field}` as Path<SaleValues>;
  const [nik, name] = useWatch({ control, name: [path("nomor_identitas"), path("nama_lengkap")] }) as [
    string,
    string,
  ];
  const known = useKnownPerson(nik ?? "", true).data ?? null;
  const offered: KnownPerson | null =
    known && known.nomor_identitas === (nik ?? "").trim() && known.nama_lengkap !== (name ?? "").trim()
      ? known
      : null;
  const fill = () => {
    if (!offered) return;
    const options = { shouldDirty: true };
    setValue(path("nama_lengkap"), offered.nama_lengkap, options);
    setValue(path("jenis_identitas"), offered.jenis_identitas ?? "", options);
    setValue(path("jenis_kelamin"), offered.jenis_kelamin ?? "", options);
  };
  const onKeyDown = enterFills(offered !== null, fill);
  const offer = offered ? (
    <KnownOffer
      label={`${offered.nama_lengkap} (${[offered.jenis_kelamin, offered.jenis_identitas].filter(Boolean).join(", ")})`}
      onFill={fill}
    />
  ) : null;
  return { onKeyDown, offer };
}

const identityName = (prefix: PersonPrefix) => `${prefix}.nomor_identitas` as const;

function OfferedIdentityField({ prefix, error }: FieldProps) {
  const offering = useKnownPersonOffer(prefix);
  return (
    <OfferingField label="Nomor identitas" name={identityName(prefix)} error={error} offering={offering} />
  );
}

/** 'Nomor identitas' of a person; at the counter it offers the person sold before under that number. */
export function IdentityNumberField(props: FieldProps) {
  if (useCounterAids().lookups) return <OfferedIdentityField {...props} />;
  return <OfferingField label="Nomor identitas" name={identityName(props.prefix)} error={props.error} />;
}

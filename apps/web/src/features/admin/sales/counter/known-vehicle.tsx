import { type KnownVehicle, plateKey } from "@ferry/shared/counter";
import { useFormContext, useWatch } from "react-hook-form";
import type { SaleSeat } from "../api/booking-types";
import type { SaleValues } from "../sale-form/sale-values";
import { useKnownVehicle } from "./api/counter";
import { useCounterAids } from "./counter-aids";
import { enterFills, KnownOffer, OfferingField } from "./known-offer";

/**
 * The vehicle sold before under the plate typed in vehicle `index`: offered under the plate field while
 * the owner differs; Enter (or the offer) fills plate, owner and the class of this sailing.
 */
function useKnownVehicleOffer(index: number, entries: SaleSeat[]) {
  const { control, setValue } = useFormContext<SaleValues>();
  const [plate, owner] = useWatch({
    control,
    name: [`vehicles.${index}.nomor_kendaraan`, `vehicles.${index}.nama_pemilik`],
  });
  const known = useKnownVehicle(plate ?? "", true).data ?? null;
  const offered: KnownVehicle | null =
    known && plateKey(known.nomor_kendaraan) === plateKey(plate ?? "") && known.nama_pemilik !== owner
      ? known
      : null;
  const fill = () => {
    if (!offered) return;
    const options = { shouldDirty: true };
    setValue(`vehicles.${index}.nomor_kendaraan`, offered.nomor_kendaraan, options);
    setValue(`vehicles.${index}.nama_pemilik`, offered.nama_pemilik, options);
    const entry = entries.find((seat) => seat.cargo_type?.id === offered.cargo_type_id);
    if (entry) setValue(`vehicles.${index}.ticket_price_id`, String(entry.ticket_price_id), options);
  };
  const onKeyDown = enterFills(offered !== null, fill);
  const offer = offered ? (
    <KnownOffer
      label={`${offered.nomor_kendaraan}, ${offered.nama_pemilik}${offered.golongan ? `, Gol ${offered.golongan}` : ""}`}
      onFill={fill}
    />
  ) : null;
  return { onKeyDown, offer };
}

type FieldProps = { index: number; entries: SaleSeat[]; error?: string };

const plateField = (index: number) =>
  ({
    label: "Nomor kendaraan",
    autoCapitalize: "characters",
    placeholder: "mis. B 1234 XY",
    name: `vehicles.${index}.nomor_kendaraan`,
  }) as const;

function OfferedPlateField({ index, entries, error }: FieldProps) {
  const offering = useKnownVehicleOffer(index, entries);
  return <OfferingField {...plateField(index)} error={error} offering={offering} />;
}

/** 'Nomor kendaraan' of a vehicle; at the counter it offers the vehicle sold before under that plate. */
export function PlateField(props: FieldProps) {
  if (useCounterAids().lookups) return <OfferedPlateField {...props} />;
  return <OfferingField {...plateField(props.index)} error={props.error} />;
}

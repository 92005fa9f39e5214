import { NO_QUOTA, type PlaceEntry, placesLeftParts } from "@ferry/shared/places-left";

/**
 * What is left on a sailing, each kind apart (`120 kursi penumpang · 8 tempat kendaraan`); a kind with
 * nothing left is shown in red, so a sailing without a passenger seat never looks open to a passenger.
 */
export function PlacesLeft({ seats, className = "" }: { seats: PlaceEntry[]; className?: string }) {
  const parts = placesLeftParts(seats);
  if (parts.length === 0) return <span className={className}>{NO_QUOTA}</span>;
  return (
    <span className={className}>
      {parts.map((part, index) => (
        <span key={part.kind}>
          {index > 0 ? " · " : ""}
          <span className={part.count === 0 ? "font-semibold text-red-600 dark:text-red-400" : ""}>
            {part.text}
          </span>
        </span>
      ))}
    </span>
  );
}

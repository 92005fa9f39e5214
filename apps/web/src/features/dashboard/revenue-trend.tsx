import { dayLabel } from "@ferry/shared/labels";
import { formatRupiah } from "../../lib/format";

/** A small bar chart of revenue per day, plain SVG. */
export function RevenueTrend({ points }: { points: { date: string; revenue: number }[] }) {
  const width = 320;
  const height = 90;
  const max = Math.max(1, ...points.map((point) => point.revenue));
  const bar = width / Math.max(points.length, 1);
  const total = points.reduce((sum, point) => sum + point.revenue, 0);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height + 14}`}
        className="h-28 w-full"
        role="img"
        aria-label={`Tren pendapatan ${points.length} hari, total ${formatRupiah(total)}`}
      >
        {points.map((point, index) => {
          const h = Math.round((point.revenue / max) * height);
          return (
            <g key={point.date}>
              <title>{`${dayLabel(point.date)}: ${formatRupiah(point.revenue)}`}</title>
              <rect
                x={index * bar + 2}
                y={height - h}
                width={bar - 4}
                height={Math.max(h, 1)}
                className="fill-sky-600 dark:fill-sky-400"
              />
              {index % 2 === (points.length - 1) % 2 ? (
                <text
                  x={index * bar + bar / 2}
                  y={height + 12}
                  textAnchor="middle"
                  className="fill-slate-500 text-[8px]"
                >
                  {point.date.slice(8)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-slate-500">
        14 hari terakhir · total {formatRupiah(total)}
      </figcaption>
    </figure>
  );
}

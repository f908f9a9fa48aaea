/** A bar chart drawn as SVG with attributes only (no inline styles), so the CSP allows it. */
export default function BarChart({
  title,
  points,
  format = String,
}: {
  title: string;
  points: { label: string; value: number }[];
  format?: (value: number) => string;
}) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...points.map((point) => point.value));
  const slot = width / Math.max(1, points.length);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  return (
    <figure className="rounded-xl border border-border bg-card/60 p-4">
      <figcaption className="flex justify-between text-sm text-muted-foreground">
        <span>{title}</span>
        <span className="font-medium text-foreground">{format(total)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-3 h-36 w-full" role="img" aria-label={title}>
        <line x1={0} y1={height - 0.5} x2={width} y2={height - 0.5} className="stroke-border" />
        {points.map((point, index) => {
          const barHeight = (point.value / max) * (height - 4);
          return (
            <rect
              key={point.label}
              x={index * slot + slot * 0.15}
              y={height - barHeight}
              width={slot * 0.7}
              height={barHeight}
              rx={2}
              className="fill-primary"
            >
              <title>{`${point.label}: ${format(point.value)}`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}

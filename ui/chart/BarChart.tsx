import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './Chart.css?url';

/** One bar: its name (a period, a measure), its value and, optionally, its colour. */
export interface ChartBar {
  key: string;
  label: string;
  value: number;
  tone?: ChartTone;
}

/** The bar colours: the brand's, or a rating's (high green, medium yellow, low red). */
export type ChartTone = 'brand' | 'green' | 'yellow' | 'red';

export interface BarChartProps {
  /** What the chart shows: the caption of its table of figures ('Sales per day'). */
  title: string;
  bars: readonly ChartBar[];
  /** Writes a value as the page does ('$1,250', '12'). */
  format: (value: number) => string;
  /** The top of the scale; the largest value by default (a chart of zeros draws empty bars). */
  max?: number;
  /**
   * `columns`: one bar per period side by side, the first and last labels beneath (a series over time);
   * `meter`: each bar across a full-width track (a share of a whole: the sell-through rate).
   */
  layout?: 'columns' | 'meter';
  /**
   * The text equivalent. A table (the default): a visually hidden table of every bar's label and value, its
   * columns headed `labelHeading` and `valueHeading`, the drawing hidden from assistive technology. Or `label`:
   * the drawing is an image of that name, for a chart whose figures are written out beside it.
   */
  text?: { table: { labelHeading: string; valueHeading: string } } | { label: string };
  className?: string;
}

const WIDTH = 300;
const COLUMNS_HEIGHT = 96;
const METER_ROW = 16;

/**
 * The one bar chart of the site (ui/README.md): the seller dashboard's stats and the insights' sell-through. An
 * SVG that scales to its box, and always a text equivalent (a table of the figures, or the image's name): a chart
 * is never the only place a figure is told.
 */
export function BarChart({
  title,
  bars,
  format,
  max,
  layout = 'columns',
  text = { table: { labelHeading: 'Period', valueHeading: 'Value' } },
  className,
}: BarChartProps) {
  const top = max ?? Math.max(0, ...bars.map((bar) => bar.value));
  const scale = (value: number) => (top > 0 ? Math.max(0, Math.min(1, value / top)) : 0);
  const named = 'label' in text;
  const height = layout === 'meter' ? METER_ROW * bars.length : COLUMNS_HEIGHT;
  return (
    <figure className={`ks-chart ks-chart--${layout}${className ? ` ${className}` : ''}`}>
      <Stylesheet href={css} precedence="ui" />
      <svg
        className="ks-chart__drawing"
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio={layout === 'columns' ? 'none' : undefined}
        {...(named ? { role: 'img', 'aria-label': text.label } : { 'aria-hidden': true, focusable: false })}
      >
        {layout === 'meter' ? (
          <MeterBars bars={bars} scale={scale} format={format} />
        ) : (
          <ColumnBars bars={bars} scale={scale} format={format} />
        )}
      </svg>
      {layout === 'columns' && bars.length > 1 && (
        <div className="ks-chart__axis" aria-hidden="true">
          <span>{bars[0]!.label}</span>
          <span>{bars.at(-1)!.label}</span>
        </div>
      )}
      {!named && (
        <table className="ks-visually-hidden">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{text.table.labelHeading}</th>
              <th scope="col">{text.table.valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{format(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}

interface BarsProps {
  bars: readonly ChartBar[];
  scale: (value: number) => number;
  format: (value: number) => string;
}

const barClass = (bar: ChartBar) => `ks-chart__bar ks-chart__bar--${bar.tone ?? 'brand'}`;

function ColumnBars({ bars, scale, format }: BarsProps) {
  const slot = WIDTH / Math.max(1, bars.length);
  const gap = Math.min(4, slot / 4);
  return (
    <>
      <rect x={0} y={COLUMNS_HEIGHT - 1} width={WIDTH} height={1} className="ks-chart__baseline" />
      {bars.map((bar, index) => {
        // A bar of 0 keeps a hairline, so an empty period still shows where it is.
        const barHeight = Math.max(1, scale(bar.value) * (COLUMNS_HEIGHT - 2));
        return (
          <rect
            key={bar.key}
            x={index * slot + gap / 2}
            y={COLUMNS_HEIGHT - 1 - barHeight}
            width={slot - gap}
            height={barHeight}
            className={barClass(bar)}
          >
            <title>{`${bar.label}: ${format(bar.value)}`}</title>
          </rect>
        );
      })}
    </>
  );
}

function MeterBars({ bars, scale }: BarsProps) {
  return (
    <>
      {bars.map((bar, index) => (
        <g key={bar.key}>
          <rect x={0} y={index * METER_ROW + 4} width={WIDTH} height={8} rx={4} className="ks-chart__track" />
          <rect
            x={0}
            y={index * METER_ROW + 4}
            width={WIDTH * scale(bar.value)}
            height={8}
            rx={4}
            className={barClass(bar)}
          />
        </g>
      ))}
    </>
  );
}

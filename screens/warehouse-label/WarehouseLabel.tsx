import type { WarehouseLabel as Label, QrCode } from '../../schemas/entities/warehouse-label';
import { formatMoney } from '../../ui/format/money';

/** The quiet zone around a QR code, in modules (the standard's minimum). */
const QUIET_ZONE = 4;
/** What the label prints for a figure the organisation did not record (spec §2.10's empty state). */
const NOT_RECORDED = 'N/A';

/** The QR code as vector paths: sharp on any printer, drawn without script. */
function QrCodeSvg({ qr, url }: { qr: QrCode; url: string }) {
  const side = qr.size + 2 * QUIET_ZONE;
  return (
    <svg
      className="ks-label__qr"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={`QR code of ${url}`}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** One item's 4×6 in warehouse label: QR code of its page, its id in large type, name, event, location and cost. */
export function WarehouseLabel({ label }: { label: Label }) {
  return (
    <article className="ks-label" aria-labelledby="ks-label-name">
      <QrCodeSvg qr={label.qr} url={label.url} />
      <p className="ks-label__id">
        <span className="ks-label__id-caption">Item ID</span>
        <strong className="ks-label__id-number">{label.item_id}</strong>
      </p>
      <h2 id="ks-label-name" className="ks-label__name">
        {label.name}
      </h2>
      <dl className="ks-label__facts">
        <div>
          <dt>Event</dt>
          <dd>{label.event_name ?? NOT_RECORDED}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd className="ks-label__location">{label.location_id ?? NOT_RECORDED}</dd>
        </div>
        <div>
          <dt>Cost</dt>
          <dd>{label.cost === null ? NOT_RECORDED : formatMoney(label.cost)}</dd>
        </div>
      </dl>
      <p className="ks-label__url">{label.url}</p>
    </article>
  );
}

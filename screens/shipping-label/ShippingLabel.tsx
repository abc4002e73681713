import type { Barcode, ShippingLabel as Label } from '../../schemas/entities/shipping-label';
import type { PostalAddress } from '../../schemas/entities/swap-lifecycle';
import { CARRIER_NAMES } from '../../schemas/requests/shipping';
import { formatMoney } from '../../ui/format/money';

/** The Code 128 bars as one vector path: sharp on any printer, drawn without script. */
function BarcodeSvg({ barcode }: { barcode: Barcode }) {
  return (
    <svg
      className="ks-shipping-label__barcode"
      viewBox={`0 0 ${barcode.width} 1`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      role="img"
      aria-label={`Barcode of tracking number ${barcode.text}`}
    >
      <rect width={barcode.width} height={1} />
      <path d={barcode.path} />
    </svg>
  );
}

function Address({ title, address }: { title: string; address: PostalAddress | null }) {
  return (
    <div className={`ks-shipping-label__address ks-shipping-label__address--${title.toLowerCase()}`}>
      <h3>{title}</h3>
      {address ? (
        <address>
          {address.name}
          <br />
          {address.street1}
          {address.street2 ? (
            <>
              <br />
              {address.street2}
            </>
          ) : null}
          <br />
          {address.city}, {address.region} {address.postal_code}
          <br />
          {address.country === 'CA' ? 'CANADA' : 'UNITED STATES'}
        </address>
      ) : (
        <p>Not recorded</p>
      )}
    </div>
  );
}

/** One 4×6 in shipping label: carrier and service, from and to, the tracking barcode, postage and the Swap ID. */
export function ShippingLabel({ label }: { label: Label }) {
  const { shipment } = label;
  const carrier = CARRIER_NAMES[shipment.carrier];
  return (
    <article className="ks-shipping-label" aria-labelledby="ks-shipping-label-carrier">
      <header className="ks-shipping-label__head">
        <h2 id="ks-shipping-label-carrier">
          {carrier} {shipment.purpose === 'return' ? 'return label' : 'shipping label'}
        </h2>
        <p>Postage paid {formatMoney(label.postage)}</p>
      </header>
      <Address title="From" address={shipment.from_address} />
      <Address title="To" address={shipment.to_address} />
      <div className="ks-shipping-label__tracking">
        <BarcodeSvg barcode={label.barcode} />
        <p className="ks-shipping-label__number">{shipment.tracking_number}</p>
      </div>
      <p className="ks-shipping-label__swap">
        Swap ID <strong>{label.swap_id}</strong>
      </p>
    </article>
  );
}

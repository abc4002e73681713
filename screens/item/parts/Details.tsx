import { lazy, Suspense, useId, useState } from 'react';
import type { ItemDetailEntry } from '../../../schemas/entities/item-detail';
import { Button } from '../../../ui/button/Button';
import { Modal } from '../../../ui/modal/Modal';

const Guidance = lazy(() => import('./Guidance'));

/**
 * The item's details as a list; a detail with guidance gets a 'What is {detail}?' button opening
 * its markdown in a modal (spec §2.9). The markdown renderer loads only when a modal opens.
 */
export function Details({ details }: { details: ItemDetailEntry[] }) {
  const id = useId();
  const [open, setOpen] = useState<ItemDetailEntry | null>(null);
  if (details.length === 0) return null;
  return (
    <section className="ks-item__details" aria-labelledby={id}>
      <h2 id={id} className="ks-item__section-title">
        Details
      </h2>
      <dl className="ks-item__detail-list">
        {details.map((detail) => (
          <div key={detail.slug} className="ks-item__detail">
            <dt>{detail.name}</dt>
            <dd>
              {detail.values.map((value) => value.name).join(', ')}
              {detail.guidance ? (
                <Button variant="link" className="ks-item__link-button" onClick={() => setOpen(detail)}>
                  What is {detail.name}?
                </Button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {open?.guidance ? (
        <Modal title={`What is ${open.name}?`} onClose={() => setOpen(null)}>
          <Suspense fallback={<p aria-busy="true">Loading…</p>}>
            <Guidance markdown={open.guidance} />
          </Suspense>
        </Modal>
      ) : null}
    </section>
  );
}

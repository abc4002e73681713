import { useState } from 'react';
import { Modal } from '../../ui/modal/Modal';

export default { title: 'UI / modal' };

/** A modal with a form: Tab stays inside, Escape or the backdrop closes it, focus returns to the button. */
function Demo() {
  const [open, setOpen] = useState(true);
  return (
    <div className="ks-page">
      <button type="button" onClick={() => setOpen(true)}>
        Open the modal
      </button>
      {open ? (
        <Modal title="Calculate Shipping" onClose={() => setOpen(false)}>
          <form style={{ display: 'grid', gap: 8 }} onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="story-zip">Zip</label>
            <input id="story-zip" autoComplete="postal-code" />
            <button type="submit">Save</button>
          </form>
        </Modal>
      ) : null}
    </div>
  );
}

export const Mobile = () => <Demo />;
Mobile.meta = { width: 375 };

export const Desktop = () => <Demo />;
Desktop.meta = { width: 1280 };

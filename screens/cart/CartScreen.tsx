import { useEngine } from '../../engine';
import { ButtonStyles } from '../../ui/button/Button';
import { CartStyles } from '../../ui/cart/ItemLine';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { AccountCart } from './AccountCart';
import css from './CartScreen.css?url';
import { GuestCart } from './GuestCart';

/** /cart: 'View your cart'. A signed-in user's cart is on the server; a guest's in local storage. */
export default function CartScreen() {
  const { viewer } = useEngine();
  return (
    <div className="ks-page ks-cart">
      <ButtonStyles />
      <Stylesheet href={css} />
      <CartStyles />
      <PageMeta title="View your cart" canonical="/cart" />
      <h1>Your Cart</h1>
      {viewer ? <AccountCart uuid={viewer.uuid} /> : <GuestCart />}
    </div>
  );
}

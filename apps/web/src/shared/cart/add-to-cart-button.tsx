import { useState } from 'react';
import { Link } from 'react-router';
import type { CartItem } from './cart-store';

type AddToCartButtonProps = {
  item: Omit<CartItem, 'quantity'>;
  label: string;
  /** Said (politely, to screen readers too) once the item is in the cart, beside a link to it. */
  addedLabel: string;
  goToCartLabel: string;
  className: string | undefined;
  linkClassName: string | undefined;
};

/**
 * "Add to cart" for a page whose first load has no room for the cart store (the book page): the store
 * loads on the click. Spec §4 still holds: a book already there goes up by one.
 */
export function AddToCartButton({
  item,
  label,
  addedLabel,
  goToCartLabel,
  className,
  linkClassName,
}: AddToCartButtonProps) {
  const [isAdded, setAdded] = useState(false);
  async function add() {
    const { addToBrowserCart } = await import('./cart-store');
    addToBrowserCart(item);
    setAdded(true);
  }
  return (
    <>
      <button type="button" className={className} onClick={() => void add()}>
        {label}
      </button>
      <span role="status">
        {isAdded && (
          <>
            {addedLabel}{' '}
            <Link className={linkClassName} to="/gio-hang">
              {goToCartLabel}
            </Link>
          </>
        )}
      </span>
    </>
  );
}

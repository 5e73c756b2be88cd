import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';

/*
 * The header's cart link with its count, a chunk of its own beside the storefront entry. It reads the
 * stored cart itself rather than loading the cart store: the store announces its writes with CART_EVENT,
 * other tabs with `storage`.
 */
export const CART_EVENT = 'cart-change';

function subscribe(listener: () => void) {
  addEventListener(CART_EVENT, listener);
  addEventListener('storage', listener);
  return () => {
    removeEventListener(CART_EVENT, listener);
    removeEventListener('storage', listener);
  };
}

/** Books by quantity, one per course or combo; whatever cannot be read counts as nothing. */
function count(): number {
  try {
    let n = 0;
    for (const item of JSON.parse(localStorage.cart ?? '[]')) n += item.type === 'BOOK' ? item.quantity : 1;
    return n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

export default function CartBadge({ label, className }: { label: string; className: string }) {
  const n = useSyncExternalStore(subscribe, count, () => 0);
  return (
    <Link to="/gio-hang" className={className} aria-label={`${label} (${n})`}>
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d="M3 4h2l2.4 11h10.2L20 7H6.2M9 20h.01M17 20h.01" />
      </svg>
      {n > 0 && <span>{n > 99 ? '99+' : n}</span>}
    </Link>
  );
}

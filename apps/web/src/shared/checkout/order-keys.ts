/*
 * A guest's order opens with the key the checkout answered (`/don-hang/{id}?key=…`). The key is kept in
 * local storage per order, so the guest reopens the order page from this browser without the link; a
 * signed-in buyer's orders need no key (they are theirs).
 */

const PREFIX = 'order-key:';
const KEY_MAX = 100;

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): KeyStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberOrderKey(orderId: number, key: string, into: KeyStorage | null = storage()): void {
  if (!key || key.length > KEY_MAX) return;
  try {
    into?.setItem(`${PREFIX}${orderId}`, key);
  } catch {
    // Storage full or disabled: the link in the address bar still opens the order.
  }
}

export function orderKeyOf(orderId: number, from: KeyStorage | null = storage()): string | null {
  try {
    return from?.getItem(`${PREFIX}${orderId}`) ?? null;
  } catch {
    return null;
  }
}

/** After the order was attached to an account, the key is no longer needed in this browser. */
export function forgetOrderKey(orderId: number, from: KeyStorage | null = storage()): void {
  try {
    from?.removeItem(`${PREFIX}${orderId}`);
  } catch {
    // Nothing to forget.
  }
}

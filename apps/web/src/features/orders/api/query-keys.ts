/** Query keys of the buyer's orders. */
export const orderKeys = {
  all: ['orders'] as const,
  /** One order as its page reads it: by the guest's key, or as the signed-in buyer's own. */
  view: (id: number, key: string | null, userId: number | null) =>
    ['orders', 'view', id, key, userId] as const,
  mine: (userId: number, offset: number) => ['orders', 'mine', userId, offset] as const,
};

/** Query keys of the cart's server data. */
export const cartKeys = {
  all: ['cart'] as const,
  /** The quote of these lines, for this caller (a signed-in student sees owned courses). */
  quote: (lines: readonly string[], userId: number | null) => ['cart', 'quote', userId, ...lines] as const,
};

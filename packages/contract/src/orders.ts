import { z } from 'zod';
import {
  ADMIN_MAX_PAGE_SIZE,
  CART_ITEM_TYPES,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  ORDER_KINDS,
  ORDER_LINE_TYPES,
  ORDER_LINES_MAX,
  ORDER_STATUSES,
  type OrderKind,
  type OrderLineType,
} from './constants';
import { listQuerySchema, listResponseSchema, queryDateSchema } from './list-query';
import {
  emailSchema,
  idSchema,
  integerFromText,
  phoneSchema,
  required,
  requiredOr,
  textWithLetter,
  websiteSchema,
} from './validators';

/*
 * Commerce (issue 12): the cart's quote, checkout, the buyer's order page, and the admin's order lists.
 * The browser sends what it saw; the server decides every price and total and refuses (ORDER_PRICE_CHANGED)
 * when what the buyer saw is not what they would pay, so nobody is charged a price they did not see.
 */

export const ORDER_COMMENT_MAX = 1000;

const quantity = z.preprocess(
  integerFromText,
  z
    .int({ error: requiredOr('integer') })
    .min(CART_QUANTITY_MIN, { error: 'tooSmall' })
    .max(CART_QUANTITY_MAX, { error: 'tooBig' }),
);
const price = z.preprocess(
  integerFromText,
  z.int({ error: requiredOr('integer') }).min(0, { error: 'nonNegative' }),
);

/** A random key the form makes once per submit: a retried request answers the first order. */
export const idempotencyKeySchema = z
  .string({ error: 'invalidType' })
  .trim()
  .min(8, { error: 'tooShort' })
  .max(100, { error: 'tooLong' });

/** Who is buying (spec §3 order fields, §5 validation); pre-filled from the profile when signed in. */
export const buyerShape = {
  name: required(textWithLetter).pipe(z.string().max(255, { error: 'tooLong' })),
  phone: phoneSchema.default(''),
  email: emailSchema.pipe(z.string().max(255, { error: 'tooLong' })).default(''),
  comment: z.string({ error: 'invalidType' }).trim().max(ORDER_COMMENT_MAX, { error: 'tooLong' }).default(''),
  /** A link to the buyer's Facebook or Zalo profile, so staff can reach them there. */
  socialUrl: websiteSchema.pipe(z.string().max(500, { error: 'tooLong' })).default(''),
};

/** Staff call back: an order without a phone or an email cannot be answered (message on the phone field). */
export function withContact<T extends z.ZodType<{ phone: string; email: string }>>(schema: T) {
  return schema.refine((order) => order.phone !== '' || order.email !== '', {
    error: 'phoneOrEmail',
    path: ['phone'],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.phone === 'string' && typeof value.email === 'string';
    },
  });
}

// ---------------------------------------------------------------------------------------------------------
// The cart: a quote, then a checkout

export const cartLineInputSchema = z.strictObject({
  type: z.enum(CART_ITEM_TYPES, { error: 'invalidValue' }),
  id: idSchema,
  quantity,
});

/** `POST /cart/quote`: the cart's lines as the server prices them now (public; signed in, owned courses show). */
export const cartQuoteBodySchema = z.strictObject({
  items: z
    .array(cartLineInputSchema, { error: 'invalidType' })
    .max(ORDER_LINES_MAX, { error: 'tooManyItems' }),
});
export type CartQuoteBody = z.input<typeof cartQuoteBodySchema>;

/**
 * Why a line cannot be bought now: the item is gone or inactive, the book is out of stock, or the
 * signed-in student already studies the course (every course of the combo).
 */
export const QUOTE_PROBLEMS = ['UNAVAILABLE', 'OUT_OF_STOCK', 'OWNED'] as const;
export type QuoteProblem = (typeof QUOTE_PROBLEMS)[number];

export const quotedLineSchema = z.object({
  type: z.enum(CART_ITEM_TYPES),
  id: z.number(),
  /** '' when the item no longer exists. */
  name: z.string(),
  slug: z.string(),
  /** A public picture URL, or null. */
  image: z.string().nullable(),
  /** The price today (0 when unavailable). */
  salePrice: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
  problem: z.enum(QUOTE_PROBLEMS).nullable(),
});
export type QuotedLine = z.infer<typeof quotedLineSchema>;

export const cartQuoteSchema = z.object({
  lines: z.array(quotedLineSchema),
  /** Sum over the lines without a problem. */
  total: z.number(),
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;

/** A checkout line: what the buyer saw (`salePrice`); a different price today answers ORDER_PRICE_CHANGED. */
export const checkoutLineSchema = cartLineInputSchema.extend({ salePrice: price });

/** `POST /orders`: one general order from the whole cart. */
export const createOrderBodySchema = withContact(
  z.strictObject({
    ...buyerShape,
    items: z
      .array(checkoutLineSchema, { error: 'invalidType' })
      .min(1, { error: 'required' })
      .max(ORDER_LINES_MAX, { error: 'tooManyItems' }),
    idempotencyKey: idempotencyKeySchema.optional(),
  }),
);
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** An order of one item from its page, which adds the item's id: `salePrice` is what the page showed. */
const singleItemOrderBody = z.strictObject({
  ...buyerShape,
  salePrice: price,
  idempotencyKey: idempotencyKeySchema.optional(),
});

/** `POST /course-orders`: one course from its page. */
export const createCourseOrderBodySchema = withContact(singleItemOrderBody.extend({ courseId: idSchema }));
export type CreateCourseOrderBody = z.input<typeof createCourseOrderBodySchema>;

/** `POST /combo-orders`: one combo from its page. */
export const createComboOrderBodySchema = withContact(singleItemOrderBody.extend({ comboId: idSchema }));
export type CreateComboOrderBody = z.input<typeof createComboOrderBodySchema>;

/** `POST /document-orders`: a paid document from its page (signed in: the download is the buyer's). */
export const createDocumentOrderBodySchema = withContact(
  singleItemOrderBody.extend({ documentId: idSchema }),
);
export type CreateDocumentOrderBody = z.input<typeof createDocumentOrderBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// The buyer's view of an order

export const orderLineSchema = z.object({
  type: z.enum(ORDER_LINE_TYPES),
  /** Null when the item was deleted since. */
  itemId: z.number().nullable(),
  name: z.string(),
  /** The storefront path of the item, or '' when it is gone. */
  path: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** How to pay a PENDING or PROCESS order by bank transfer; null when no bank account is configured. */
export const paymentInstructionsSchema = z.object({
  bankName: z.string(),
  bankBin: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** What is still due (total − paid so far). */
  amount: z.number(),
  transferCode: z.string(),
  /** The EMVCo (VietQR) payload, for the QR image. */
  qrPayload: z.string(),
  /** Path of the QR image (SVG) the server draws from the payload. */
  qrImage: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const orderViewSchema = z.object({
  id: z.number(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(orderLineSchema),
  qty: z.number(),
  total: z.number(),
  paidAmount: z.number(),
  transferCode: z.string(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  /** The courses this order opens, for the DONE message's "enter the course" (spec §4). */
  courses: z.array(z.object({ id: z.number(), name: z.string(), path: z.string() })),
  payment: paymentInstructionsSchema.nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/**
 * What a checkout answers: the order, and for a guest the key that reopens its page
 * (`/don-hang/{id}?key=…`); a signed-in buyer reopens it from "my orders" and gets no key.
 */
export const orderCreatedSchema = z.object({ order: orderViewSchema, accessKey: z.string().nullable() });
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** `GET /orders/{id}/view?key=`: a guest's key, or the signed-in buyer's own order without one. */
export const orderViewQuerySchema = z.strictObject({ key: z.string().trim().max(100).optional() });

/** `POST /orders/random`: a fresh transfer code for a PENDING order of the caller (the old one stops matching). */
export const newTransferCodeBodySchema = z.strictObject({
  orderId: idSchema,
  key: z.string().trim().max(100).optional(),
});

/** `GET /my-orders`: the signed-in student's orders, newest first. */
export const myOrderListQuerySchema = listQuerySchema(
  { sortFields: ['createdAt'] as const, defaultLimit: 10, maxLimit: 50 },
  { status: z.enum(ORDER_STATUSES, { error: 'invalidValue' }).optional() },
);
export const myOrderListResponseSchema = listResponseSchema(orderViewSchema);
export type MyOrderListResponse = z.infer<typeof myOrderListResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Admin

export const adminOrderListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'total', 'statusChangedAt'] as const,
    defaultLimit: 25,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    status: z.enum(ORDER_STATUSES, { error: 'invalidValue' }).optional(),
    /** Only on `/admin/orders` (the other lists are one kind each). */
    kind: z.enum(ORDER_KINDS, { error: 'invalidValue' }).optional(),
    /** The buyer's name, phone, email, or the transfer code. */
    q: z.string().trim().max(100).optional(),
    from: queryDateSchema.optional(),
    to: queryDateSchema.optional(),
    /** Orders of one item (a course on course-orders, a combo on combo-orders, a book on simple-orders). */
    itemId: idSchema.optional(),
    /**
     * What `itemId` names. Absent: the list's own item (book, course, combo); on `/admin/orders` without
     * a kind, a line of any type with that id.
     */
    itemType: z.enum(ORDER_LINE_TYPES, { error: 'invalidValue' }).optional(),
  },
);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.number(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  /** The lines' names joined, for the list ("Sách A ×2, Khoá B"). */
  summary: z.string(),
  qty: z.number(),
  total: z.number(),
  paidAmount: z.number(),
  transferCode: z.string(),
  seatId: z.string(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderListResponseSchema = listResponseSchema(adminOrderRowSchema);
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

export const ORDER_CHANGE_SOURCES = ['STAFF', 'BANK', 'BUYER', 'SYSTEM'] as const;
export type OrderChangeSource = (typeof ORDER_CHANGE_SOURCES)[number];

export const orderHistoryEntrySchema = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  source: z.enum(ORDER_CHANGE_SOURCES),
  changedBy: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});

export const bankTransferSchema = z.object({
  id: z.number(),
  provider: z.string(),
  reference: z.string(),
  amount: z.number(),
  content: z.string(),
  accountNumber: z.string(),
  bank: z.string(),
  occurredAt: z.string(),
  orderId: z.number().nullable(),
  matchedBy: z.enum(['AUTO', 'STAFF']).nullable(),
  assignedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  comment: z.string(),
  socialUrl: z.string(),
  lines: z.array(orderLineSchema),
  transfers: z.array(bankTransferSchema),
  history: z.array(orderHistoryEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** `PATCH /admin/orders/{id}/status` (and the quick actions of every order list). */
export const orderStatusBodySchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'invalidValue' }),
  note: z.string({ error: 'invalidType' }).trim().max(500, { error: 'tooLong' }).default(''),
});
export type OrderStatusBody = z.input<typeof orderStatusBodySchema>;

/**
 * The lines each admin list records (spec §2's four order lists): a book order holds books, a course
 * order one course, a combo order one combo; the list of all orders records a general order of any lines.
 */
export const ADMIN_ORDER_LINES = {
  SIMPLE: { types: ['BOOK'], maxLines: ORDER_LINES_MAX },
  COURSE: { types: ['COURSE'], maxLines: 1 },
  COMBO: { types: ['COMBO'], maxLines: 1 },
  GENERAL: { types: ORDER_LINE_TYPES, maxLines: ORDER_LINES_MAX },
} as const satisfies Record<OrderKind, { types: readonly OrderLineType[]; maxLines: number }>;

export const adminOrderLineInputSchema = z.strictObject({
  type: z.enum(ORDER_LINE_TYPES, { error: 'invalidValue' }),
  id: idSchema,
  quantity,
});

/**
 * `POST /admin/{orders|simple-orders|course-orders|combo-orders}`: staff record an order taken by phone
 * or at the desk. No price is sent: each line costs what the item costs today. The order starts PENDING
 * like any other and is approved the same way.
 */
export const adminCreateOrderBodySchema = withContact(
  z.strictObject({
    ...buyerShape,
    /** The buyer's account, which a DONE order opens its courses to; null: a guest's order. */
    userId: idSchema.nullable().default(null),
    items: z
      .array(adminOrderLineInputSchema, { error: 'invalidType' })
      .min(1, { error: 'required' })
      .max(ORDER_LINES_MAX, { error: 'tooManyItems' }),
    idempotencyKey: idempotencyKeySchema.optional(),
  }),
);
export type AdminCreateOrderBody = z.input<typeof adminCreateOrderBodySchema>;
export type AdminCreateOrder = z.output<typeof adminCreateOrderBodySchema>;

/**
 * `PUT /admin/{list}/{id}`: the buyer's details, as staff correct them after a call. The lines, prices,
 * account and status are not edited here: status has its own path, and what was sold stays as sold.
 */
export const adminUpdateOrderBodySchema = withContact(z.strictObject(buyerShape));
export type AdminUpdateOrderBody = z.input<typeof adminUpdateOrderBodySchema>;

/** `GET /admin/{list}/items`: what the create form may put on a line, found by name. */
export const orderableItemsQuerySchema = z.strictObject({
  type: z.enum(ORDER_LINE_TYPES, { error: 'invalidValue' }),
  q: z.string({ error: 'invalidType' }).trim().max(100, { error: 'tooLong' }).default(''),
  /** The buyer's account: a course or combo they already study shows as OWNED. */
  userId: idSchema.optional(),
});
export type OrderableItemsQuery = z.input<typeof orderableItemsQuerySchema>;

export const orderableItemSchema = z.object({
  type: z.enum(ORDER_LINE_TYPES),
  id: z.number(),
  name: z.string(),
  /** Today's price. */
  salePrice: z.number(),
  /** Why it cannot be ordered now (out of stock, owned by the buyer), or null. */
  problem: z.enum(QUOTE_PROBLEMS).nullable(),
});
export type OrderableItem = z.infer<typeof orderableItemSchema>;
export const orderableItemsResponseSchema = z.object({ data: z.array(orderableItemSchema) });
export type OrderableItemsResponse = z.infer<typeof orderableItemsResponseSchema>;

/** `PUT /admin/course-orders/{id}/seat-id`: a seat label in an offline class ('' clears it). */
export const seatIdBodySchema = z.strictObject({
  seatId: z.string({ error: 'invalidType' }).trim().max(50, { error: 'tooLong' }),
});

// ---------------------------------------------------------------------------------------------------------
// Where an item lives on the storefront (order lines, notifications): zod-free, so storefront pages can
// build these links without loading the schemas above.

export { itemPath, orderPath } from './order-paths';

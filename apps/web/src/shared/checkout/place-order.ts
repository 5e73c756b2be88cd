import type {
  CreateComboOrderBody,
  CreateCourseOrderBody,
  CreateDocumentOrderBody,
  OrderCreated,
} from '@tutor/contract/orders';
import { siteApi } from '@/api/http-client';

/*
 * Direct orders of one item from its page (spec §7: `POST /course-orders`, `/combo-orders`, and the
 * project's `/document-orders`). `salePrice` is what the page showed: a different price today answers
 * ORDER_PRICE_CHANGED and nothing is ordered. Silent: the form shows refusals under its fields.
 */

export type DirectOrderTarget =
  | { type: 'COURSE'; id: number; salePrice: number }
  | { type: 'COMBO'; id: number; salePrice: number }
  | { type: 'DOCUMENT'; id: number; salePrice: number };

type Buyer = Omit<CreateCourseOrderBody, 'courseId' | 'salePrice' | 'idempotencyKey'>;

export function placeDirectOrder(
  target: DirectOrderTarget,
  buyer: Buyer,
  idempotencyKey: string,
): Promise<OrderCreated> {
  const common = { ...buyer, salePrice: target.salePrice, idempotencyKey };
  switch (target.type) {
    case 'COURSE':
      return siteApi.post<OrderCreated>(
        '/course-orders',
        { ...common, courseId: target.id } satisfies CreateCourseOrderBody,
        { silent: true },
      );
    case 'COMBO':
      return siteApi.post<OrderCreated>(
        '/combo-orders',
        { ...common, comboId: target.id } satisfies CreateComboOrderBody,
        { silent: true },
      );
    case 'DOCUMENT':
      return siteApi.post<OrderCreated>(
        '/document-orders',
        { ...common, documentId: target.id } satisfies CreateDocumentOrderBody,
        { silent: true },
      );
  }
}

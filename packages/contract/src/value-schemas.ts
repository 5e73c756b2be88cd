import { z } from 'zod';
import {
  BANNER_ORIENTATIONS,
  BOOK_SALE_STATUSES,
  CART_ITEM_TYPES,
  COURSE_TYPES,
  MENU_TYPES,
  NEWS_STATES,
  ORDER_STATUSES,
  PRESENCE_STATUSES,
  SORT_FIELDS,
  SORT_ORDERS,
  STATUSES,
} from './constants';

/** zod enums of the value sets in constants.ts (kept apart so constants.ts stays zod-free). */
export const sortFieldSchema = z.enum(SORT_FIELDS);
export const sortOrderSchema = z.enum(SORT_ORDERS);
export const presenceStatusSchema = z.enum(PRESENCE_STATUSES);
export const statusSchema = z.enum(STATUSES);
export const bookSaleStatusSchema = z.enum(BOOK_SALE_STATUSES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const cartItemTypeSchema = z.enum(CART_ITEM_TYPES);
export const menuTypeSchema = z.enum(MENU_TYPES);
export const courseTypeSchema = z.enum(COURSE_TYPES);
export const bannerOrientationSchema = z.enum(BANNER_ORIENTATIONS);
export const newsStateSchema = z.enum(NEWS_STATES);

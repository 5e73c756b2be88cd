-- The book orders placed before issue 12 become SIMPLE orders with one BOOK line; their transfer codes
-- follow the code's alphabet (hex without 0 and 1), they keep their ids, and no guest holds their access key.
INSERT INTO "orders" ("id", "kind", "user_id", "name", "phone", "email", "comment", "qty", "total", "status", "status_changed_at", "transfer_code", "access_key_hash", "idempotency_key", "created_at", "updated_at")
OVERRIDING SYSTEM VALUE
SELECT s."id", 'SIMPLE', s."user_id", s."name", s."phone", s."email", s."comment", s."qty", s."unit_price"::bigint * s."qty",
  CASE WHEN s."status" IN ('PENDING', 'PROCESS', 'DONE') THEN s."status" ELSE 'PENDING' END, s."updated_at",
  'TH' || upper(translate(substr(md5(s."id"::text || clock_timestamp()::text), 1, 8), '01', 'XY')),
  md5(random()::text || s."id"::text), s."idempotency_key", s."created_at", s."updated_at"
FROM "simple_orders" s ORDER BY s."id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"orders"', 'id'), coalesce((SELECT max("id") FROM "orders"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "item_type", "book_id", "name", "unit_price", "quantity")
SELECT o."id", 'BOOK', s."book_id", b."name", s."unit_price", s."qty"
FROM "simple_orders" s JOIN "books" b ON b."id" = s."book_id" JOIN "orders" o ON o."id" = s."id";--> statement-breakpoint
INSERT INTO "order_status_history" ("order_id", "from_status", "to_status", "source", "created_at")
SELECT "id", NULL, 'PENDING', 'BUYER', "created_at" FROM "orders";--> statement-breakpoint
-- Every enrollment so far becomes its own grant, so revoking an order later keeps the other reasons.
INSERT INTO "enrollment_grants" ("user_id", "course_id", "source", "source_ref", "granted_by", "expires_at", "created_at")
SELECT "user_id", "course_id", "source", coalesce("source_ref", ''), "granted_by", "expires_at", "created_at" FROM "enrollments";--> statement-breakpoint
DROP TABLE "simple_orders" CASCADE;

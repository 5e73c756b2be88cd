CREATE TABLE "activation_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activation_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"batch" text NOT NULL,
	"course_id" bigint,
	"combo_id" bigint,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"used_by" bigint,
	"used_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activation_codes_one_target" CHECK (num_nonnulls("activation_codes"."course_id", "activation_codes"."combo_id") = 1),
	CONSTRAINT "activation_codes_status_known" CHECK ("activation_codes"."status" in ('ACTIVE', 'DISABLED'))
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"order_id" bigint,
	"matched_by" text,
	"assigned_by" bigint,
	"assigned_at" timestamp with time zone,
	"raw" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_amount_positive" CHECK ("bank_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "enrollment_grants" (
	"user_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_ref" text DEFAULT '' NOT NULL,
	"granted_by" bigint,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollment_grants_user_id_course_id_source_source_ref_pk" PRIMARY KEY("user_id","course_id","source","source_ref")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_by" bigint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('ORDER_STATUS', 'ACTIVATION', 'ENROLLMENT', 'MESSAGE'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"item_type" text NOT NULL,
	"book_id" bigint,
	"course_id" bigint,
	"combo_id" bigint,
	"document_id" bigint,
	"name" text NOT NULL,
	"unit_price" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_lines_type_known" CHECK ("order_lines"."item_type" in ('BOOK', 'COURSE', 'COMBO', 'DOCUMENT')),
	CONSTRAINT "order_lines_one_item" CHECK (num_nonnulls("order_lines"."book_id", "order_lines"."course_id", "order_lines"."combo_id", "order_lines"."document_id") <= 1),
	CONSTRAINT "order_lines_quantity_range" CHECK ("order_lines"."quantity" between 1 and 100 and "order_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"changed_by" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"social_url" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"total" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_by" bigint,
	"transfer_code" text NOT NULL,
	"access_key_hash" text NOT NULL,
	"seat_id" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_kind_known" CHECK ("orders"."kind" in ('SIMPLE', 'COURSE', 'COMBO', 'GENERAL')),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('PENDING', 'PROCESS', 'DONE', 'CANCELLED')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."qty" >= 1 and "orders"."total" >= 0 and "orders"."paid_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_combo_id_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_grants" ADD CONSTRAINT "enrollment_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_grants" ADD CONSTRAINT "enrollment_grants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_grants" ADD CONSTRAINT "enrollment_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_combo_id_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activation_codes_code_key" ON "activation_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "activation_codes_batch_idx" ON "activation_codes" USING btree ("batch","created_at","id");--> statement-breakpoint
CREATE INDEX "activation_codes_created_idx" ON "activation_codes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activation_codes_course_idx" ON "activation_codes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "activation_codes_combo_idx" ON "activation_codes" USING btree ("combo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_provider_reference_key" ON "bank_transfers" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "bank_transfers_order_idx" ON "bank_transfers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_occurred_idx" ON "bank_transfers" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "bank_transfers_unmatched_idx" ON "bank_transfers" USING btree ("occurred_at","id") WHERE "bank_transfers"."order_id" is null;--> statement-breakpoint
CREATE INDEX "enrollment_grants_source_idx" ON "enrollment_grants" USING btree ("source","source_ref");--> statement-breakpoint
CREATE INDEX "enrollment_grants_course_idx" ON "enrollment_grants" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_book_idx" ON "order_lines" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "order_lines_course_idx" ON "order_lines" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "order_lines_combo_idx" ON "order_lines" USING btree ("combo_id");--> statement-breakpoint
CREATE INDEX "order_lines_document_idx" ON "order_lines" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_transfer_code_key" ON "orders" USING btree ("transfer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_kind_created_idx" ON "orders" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_kind_status_created_idx" ON "orders" USING btree ("kind","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");
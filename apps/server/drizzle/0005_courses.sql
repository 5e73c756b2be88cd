-- The chain keys are DEFERRABLE INITIALLY DEFERRED (written by hand: drizzle-kit cannot say it), so a reorder rewrites several previous_id links in one transaction and is checked once, at commit.
CREATE TABLE "combo_courses" (
	"combo_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_courses_combo_id_course_id_pk" PRIMARY KEY("combo_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"course_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "course_categories_course_id_category_id_pk" PRIMARY KEY("course_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "course_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_tags" (
	"course_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "course_tags_course_id_tag_id_pk" PRIMARY KEY("course_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text DEFAULT 'ONLINE' NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_id" bigint,
	"root_price" integer DEFAULT 0 NOT NULL,
	"sale_price" integer DEFAULT 0 NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"teacher_id" bigint,
	"course_group_id" bigint,
	"group_url" text DEFAULT '' NOT NULL,
	"assistant_url" text DEFAULT '' NOT NULL,
	"release_date" timestamp with time zone,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_prices_non_negative" CHECK ("courses"."root_price" >= 0 and "courses"."sale_price" >= 0),
	CONSTRAINT "courses_type_known" CHECK ("courses"."type" in ('ONLINE', 'OFFLINE'))
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"granted_by" bigint,
	"expires_at" timestamp with time zone,
	"last_lesson_id" bigint,
	"last_studied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollments_source_known" CHECK ("enrollments"."source" in ('ADMIN', 'ORDER', 'COMBO_ORDER', 'ACTIVATION_CODE'))
);
--> statement-breakpoint
CREATE TABLE "lesson_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lesson_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'CHOICE' NOT NULL,
	"correct" text NOT NULL,
	"point" double precision DEFAULT 1 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_answers_kind_known" CHECK ("lesson_answers"."kind" in ('CHOICE', 'TRUE_FALSE', 'SHORT'))
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"user_id" bigint NOT NULL,
	"lesson_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_histories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lesson_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"submit_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thematic_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"previous_id" bigint,
	"release_date" timestamp with time zone,
	"is_free" boolean DEFAULT false NOT NULL,
	"document_file" text,
	"document_name" text DEFAULT '' NOT NULL,
	"answer_file" text,
	"answer_name" text DEFAULT '' NOT NULL,
	"exam_time" integer DEFAULT 0 NOT NULL,
	"total_questions" integer DEFAULT 0 NOT NULL,
	"pass_point" double precision DEFAULT 0 NOT NULL,
	"total_point" double precision DEFAULT 10 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_chain_key" UNIQUE NULLS NOT DISTINCT("thematic_id","previous_id") DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "lessons_amounts_non_negative" CHECK ("lessons"."exam_time" >= 0 and "lessons"."total_questions" >= 0 and "lessons"."pass_point" >= 0 and "lessons"."total_point" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_courses" (
	"course_id" bigint NOT NULL,
	"offered_course_id" bigint NOT NULL,
	"sale_price" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_courses_course_id_offered_course_id_pk" PRIMARY KEY("course_id","offered_course_id"),
	CONSTRAINT "sale_courses_not_self" CHECK ("sale_courses"."course_id" <> "sale_courses"."offered_course_id"),
	CONSTRAINT "sale_courses_price_non_negative" CHECK ("sale_courses"."sale_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "thematics" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thematics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"previous_id" bigint,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thematics_chain_key" UNIQUE NULLS NOT DISTINCT("course_id","previous_id") DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"user_id" bigint NOT NULL,
	"video_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "video_timelines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_timelines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"video_id" bigint NOT NULL,
	"title" text NOT NULL,
	"second" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_timelines_second" CHECK ("video_timelines"."second" >= 0)
);
--> statement-breakpoint
CREATE TABLE "video_views" (
	"video_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"play_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_views_video_id_user_id_play_id_pk" PRIMARY KEY("video_id","user_id","play_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lesson_id" bigint NOT NULL,
	"name" text NOT NULL,
	"option" text DEFAULT 'UPLOAD' NOT NULL,
	"file" text,
	"file_bytes" integer DEFAULT 0 NOT NULL,
	"external_id" text,
	"duration" integer DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"allowed_views" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"document_file" text,
	"document_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_option_known" CHECK ("videos"."option" in ('UPLOAD', 'YOUTUBE', 'VIMEO')),
	CONSTRAINT "videos_amounts_non_negative" CHECK ("videos"."duration" >= 0 and "videos"."file_bytes" >= 0 and ("videos"."allowed_views" is null or "videos"."allowed_views" >= 0))
);
--> statement-breakpoint
ALTER TABLE "combo_courses" ADD CONSTRAINT "combo_courses_combo_id_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_courses" ADD CONSTRAINT "combo_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tags" ADD CONSTRAINT "course_tags_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tags" ADD CONSTRAINT "course_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_last_lesson_id_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_answers" ADD CONSTRAINT "lesson_answers_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_histories" ADD CONSTRAINT "lesson_histories_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_histories" ADD CONSTRAINT "lesson_histories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_histories" ADD CONSTRAINT "lesson_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_thematic_id_thematics_id_fk" FOREIGN KEY ("thematic_id") REFERENCES "public"."thematics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_previous_id_lessons_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_courses" ADD CONSTRAINT "sale_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_courses" ADD CONSTRAINT "sale_courses_offered_course_id_courses_id_fk" FOREIGN KEY ("offered_course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thematics" ADD CONSTRAINT "thematics_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thematics" ADD CONSTRAINT "thematics_previous_id_thematics_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."thematics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_timelines" ADD CONSTRAINT "video_timelines_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combo_courses_course_idx" ON "combo_courses" USING btree ("course_id","combo_id");--> statement-breakpoint
CREATE INDEX "course_categories_category_idx" ON "course_categories" USING btree ("category_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_groups_name_lower_key" ON "course_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "course_tags_tag_idx" ON "course_tags" USING btree ("tag_id","course_id");--> statement-breakpoint
CREATE INDEX "courses_type_created_at_idx" ON "courses" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_type_name_idx" ON "courses" USING btree ("type","name","id");--> statement-breakpoint
CREATE INDEX "courses_type_sale_price_idx" ON "courses" USING btree ("type","sale_price","id");--> statement-breakpoint
CREATE INDEX "courses_teacher_idx" ON "courses" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "courses_group_idx" ON "courses" USING btree ("course_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_user_course_key" ON "enrollments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "enrollments_course_idx" ON "enrollments" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_answers_position_key" ON "lesson_answers" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "lesson_completions_course_user_idx" ON "lesson_completions" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_histories_submit_key" ON "lesson_histories" USING btree ("user_id","submit_key");--> statement-breakpoint
CREATE INDEX "lesson_histories_lesson_idx" ON "lesson_histories" USING btree ("lesson_id","score","time_spent");--> statement-breakpoint
CREATE INDEX "lesson_histories_user_idx" ON "lesson_histories" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_histories_course_user_idx" ON "lesson_histories" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "lessons_thematic_idx" ON "lessons" USING btree ("thematic_id");--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "sale_courses_offered_idx" ON "sale_courses" USING btree ("offered_course_id");--> statement-breakpoint
CREATE INDEX "thematics_course_idx" ON "thematics" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "video_timelines_video_idx" ON "video_timelines" USING btree ("video_id","second");--> statement-breakpoint
CREATE INDEX "videos_lesson_idx" ON "videos" USING btree ("lesson_id","position","id");--> statement-breakpoint
CREATE INDEX "videos_free_idx" ON "videos" USING btree ("is_free","created_at");
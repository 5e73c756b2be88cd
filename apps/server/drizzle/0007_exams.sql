CREATE TABLE "exam_categories" (
	"exam_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "exam_categories_exam_id_category_id_pk" PRIMARY KEY("exam_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "exam_histories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"exam_id" bigint,
	"lesson_id" bigint,
	"course_id" bigint,
	"answers" jsonb NOT NULL,
	"grade" jsonb NOT NULL,
	"score" double precision NOT NULL,
	"correct_count" integer NOT NULL,
	"total_count" integer NOT NULL,
	"time_taken" integer NOT NULL,
	"passed" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"submit_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_histories_one_target" CHECK (("exam_histories"."exam_id" is null) <> ("exam_histories"."lesson_id" is null)),
	CONSTRAINT "exam_histories_source_known" CHECK ("exam_histories"."source" in ('SUBMIT', 'SWEEP'))
);
--> statement-breakpoint
CREATE TABLE "exam_history_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_history_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"history_id" bigint NOT NULL,
	"file" text NOT NULL,
	"annotated_file" text,
	"position" integer DEFAULT 0 NOT NULL,
	"uploaded_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"exam_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "exam_questions_exam_id_question_id_pk" PRIMARY KEY("exam_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"user_id" bigint NOT NULL,
	"exam_id" bigint,
	"lesson_id" bigint,
	"course_id" bigint,
	"layout" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"answers" jsonb NOT NULL,
	"saved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_sessions_one_target" CHECK (("exam_sessions"."exam_id" is null) <> ("exam_sessions"."lesson_id" is null)),
	CONSTRAINT "exam_sessions_closed_by_known" CHECK ("exam_sessions"."closed_by" is null or "exam_sessions"."closed_by" in ('SUBMIT', 'SWEEP', 'RESET'))
);
--> statement-breakpoint
CREATE TABLE "exam_tags" (
	"exam_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "exam_tags_exam_id_tag_id_pk" PRIMARY KEY("exam_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" bigint,
	"duration" integer DEFAULT 90 NOT NULL,
	"total_point" double precision DEFAULT 10 NOT NULL,
	"scoring" jsonb NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"attempts_allowed" integer,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"results_shown" text DEFAULT 'IMMEDIATELY' NOT NULL,
	"document_file" text,
	"document_name" text DEFAULT '' NOT NULL,
	"answer_file" text,
	"answer_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_amounts" CHECK ("exams"."duration" > 0 and "exams"."total_point" > 0 and ("exams"."attempts_allowed" is null or "exams"."attempts_allowed" > 0)),
	CONSTRAINT "exams_window" CHECK ("exams"."opens_at" is null or "exams"."closes_at" is null or "exams"."opens_at" < "exams"."closes_at"),
	CONSTRAINT "exams_results_shown_known" CHECK ("exams"."results_shown" in ('IMMEDIATELY', 'AFTER_CLOSE'))
);
--> statement-breakpoint
CREATE TABLE "lesson_questions" (
	"lesson_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "lesson_questions_lesson_id_question_id_pk" PRIMARY KEY("lesson_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_position" CHECK ("question_answers"."position" >= 0 and "question_answers"."position" < 20)
);
--> statement-breakpoint
CREATE TABLE "question_tags" (
	"question_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "question_tags_question_id_tag_id_pk" PRIMARY KEY("question_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"content" text NOT NULL,
	"solution" text DEFAULT '' NOT NULL,
	"difficulty" text DEFAULT 'UNDERSTAND' NOT NULL,
	"category_id" bigint,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_type_known" CHECK ("questions"."type" in ('CHOICE', 'TRUE_FALSE', 'SHORT')),
	CONSTRAINT "questions_difficulty_known" CHECK ("questions"."difficulty" in ('RECALL', 'UNDERSTAND', 'APPLY', 'ADVANCED'))
);
--> statement-breakpoint
ALTER TABLE "exam_categories" ADD CONSTRAINT "exam_categories_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_categories" ADD CONSTRAINT "exam_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_histories" ADD CONSTRAINT "exam_histories_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_histories" ADD CONSTRAINT "exam_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_histories" ADD CONSTRAINT "exam_histories_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_histories" ADD CONSTRAINT "exam_histories_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_histories" ADD CONSTRAINT "exam_histories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_history_images" ADD CONSTRAINT "exam_history_images_history_id_exam_histories_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."exam_histories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_history_images" ADD CONSTRAINT "exam_history_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_tags" ADD CONSTRAINT "exam_tags_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_tags" ADD CONSTRAINT "exam_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_questions" ADD CONSTRAINT "lesson_questions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_questions" ADD CONSTRAINT "lesson_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_categories_category_idx" ON "exam_categories" USING btree ("category_id","exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_histories_session_key" ON "exam_histories" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_histories_submit_key" ON "exam_histories" USING btree ("user_id","submit_key");--> statement-breakpoint
CREATE INDEX "exam_histories_exam_rank_idx" ON "exam_histories" USING btree ("exam_id","score","time_taken");--> statement-breakpoint
CREATE INDEX "exam_histories_lesson_rank_idx" ON "exam_histories" USING btree ("lesson_id","score","time_taken");--> statement-breakpoint
CREATE INDEX "exam_histories_user_idx" ON "exam_histories" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "exam_history_images_history_idx" ON "exam_history_images" USING btree ("history_id","position");--> statement-breakpoint
CREATE INDEX "exam_questions_question_idx" ON "exam_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sessions_token_key" ON "exam_sessions" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sessions_open_exam_key" ON "exam_sessions" USING btree ("user_id","exam_id") WHERE "exam_sessions"."closed_at" is null and "exam_sessions"."exam_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sessions_open_lesson_key" ON "exam_sessions" USING btree ("user_id","lesson_id") WHERE "exam_sessions"."closed_at" is null and "exam_sessions"."lesson_id" is not null;--> statement-breakpoint
CREATE INDEX "exam_sessions_open_deadline_idx" ON "exam_sessions" USING btree ("deadline") WHERE "exam_sessions"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "exam_sessions_exam_idx" ON "exam_sessions" USING btree ("exam_id","created_at");--> statement-breakpoint
CREATE INDEX "exam_sessions_lesson_idx" ON "exam_sessions" USING btree ("lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "exam_tags_tag_idx" ON "exam_tags" USING btree ("tag_id","exam_id");--> statement-breakpoint
CREATE INDEX "exams_created_idx" ON "exams" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "exams_name_idx" ON "exams" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "lesson_questions_question_idx" ON "lesson_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_position_key" ON "question_answers" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "question_tags_tag_idx" ON "question_tags" USING btree ("tag_id","question_id");--> statement-breakpoint
CREATE INDEX "questions_type_created_idx" ON "questions" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_category_idx" ON "questions" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at","id");
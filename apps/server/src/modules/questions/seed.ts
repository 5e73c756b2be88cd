import { slug } from '@tutor/contract/format';
import { questionInputSchema } from '@tutor/contract/question-input';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { categories, tags, users } from '../../db/schema';
import { createQuestions } from './bank-service';
import { DEMO_CHAPTERS, DEMO_QUESTION_TAGS, DEMO_QUESTIONS } from './seed-data';

/**
 * The demo question bank: six chapters (QUESTION categories), four tags, and the questions of
 * seed-data.ts written by giaovien01 through the bank's own `createQuestions`, so the demo passes the
 * checks staff input does.
 */
export async function seedQuestions(tx: Tx): Promise<void> {
  const [teacher] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'giaovien01'));
  const chapterRows = await tx
    .insert(categories)
    .values(DEMO_CHAPTERS.map((name, position) => ({ type: 'QUESTION', name, slug: slug(name), position })))
    .returning({ id: categories.id, name: categories.name });
  // Tags are shared with the catalogue: reuse one of the same name.
  await tx
    .insert(tags)
    .values(DEMO_QUESTION_TAGS.map((name) => ({ name, slug: slug(name) })))
    .onConflictDoNothing();
  const tagRows = await tx
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        DEMO_QUESTION_TAGS.map((name) => name.toLowerCase()),
      ),
    );
  const idOf = (rows: { id: number; name: string }[], name: string) => {
    const row = rows.find((r) => r.name.toLowerCase() === name.toLowerCase());
    if (!row) throw new Error(`demo questions name an unknown chapter or tag: ${name}`);
    return row.id;
  };
  const inputs = DEMO_QUESTIONS.map((demo) =>
    questionInputSchema.parse({
      ...demo.question,
      categoryId: idOf(chapterRows, demo.chapter),
      tagIds: demo.tags.map((name) => idOf(tagRows, name)),
    }),
  );
  await createQuestions(tx, inputs, teacher?.id ?? null);
}

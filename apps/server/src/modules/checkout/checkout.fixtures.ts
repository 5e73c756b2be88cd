import { slug } from '@tutor/contract/format';
import type { TestApp } from '../../../test/helpers/test-app';
import { comboCourses, combos, documentAccess, documents, enrollments } from '../../db/schema';

/* Catalogue rows the checkout tests buy, written straight to the database. Not imported by the app. */

let counter = 0;

export async function insertCombo(
  t: TestApp,
  courseIds: number[],
  values: Partial<typeof combos.$inferInsert> = {},
) {
  const name = values.name ?? `Combo ${++counter}`;
  const [combo] = await t.database.db
    .insert(combos)
    .values({ slug: slug(name), salePrice: 1_500_000, rootPrice: 2_400_000, ...values, name })
    .returning();
  if (!combo) throw new Error('combo insert failed');
  if (courseIds.length > 0)
    await t.database.db
      .insert(comboCourses)
      .values(courseIds.map((courseId, position) => ({ comboId: combo.id, courseId, position })));
  return combo;
}

/** A paid document with its file attached (the file itself is not on disk: nothing here downloads it). */
export async function insertPaidDocument(t: TestApp, values: Partial<typeof documents.$inferInsert> = {}) {
  const name = values.name ?? `Tài liệu ${++counter}`;
  const [doc] = await t.database.db
    .insert(documents)
    .values({
      slug: slug(name),
      isFree: false,
      salePrice: 49_000,
      file: `private/test-${counter}.pdf`,
      fileName: 'de-cuong.pdf',
      ...values,
      name,
    })
    .returning();
  if (!doc) throw new Error('document insert failed');
  return doc;
}

/** A student who may study the course (an admin grant), until `expiresAt` if given. */
export async function enroll(t: TestApp, userId: number, courseId: number, expiresAt: Date | null = null) {
  await t.database.db
    .insert(enrollments)
    .values({ userId, courseId, source: 'ADMIN', expiresAt })
    .onConflictDoNothing();
}

export async function giveDocument(t: TestApp, userId: number, documentId: number) {
  await t.database.db.insert(documentAccess).values({ userId, documentId }).onConflictDoNothing();
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { appMeta, books, news } from '../../db/schema';
import { RICH_TEXT_POLICY } from '../../lib/rich-text';

/*
 * Rich text is cleaned when written and served as stored; rows stored under an older sanitiser policy
 * are cleaned once, when a server starts with a new policy.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DIRTY =
  '<p onclick="x()">Giải $x^2 = 1$</p><script>alert(1)</script><img src="https://cdn.example/a.png" onerror="alert(2)">';

async function restart() {
  const instance = await createSecondInstance(t);
  await instance.close();
}

async function insertBook(name: string, content: string) {
  const [row] = await t.database.db
    .insert(books)
    .values({ name, slug: name, content })
    .returning({ id: books.id });
  return { id: row?.id ?? 0 };
}

const recordedPolicy = async () =>
  (await t.database.db.select().from(appMeta).where(eq(appMeta.key, 'rich_text_policy')))[0]?.value;

describe('rich text cleaned again when the sanitiser changes', () => {
  it('records the policy its rows were cleaned with at start-up', async () => {
    expect(await recordedPolicy()).toBe(RICH_TEXT_POLICY);
  });

  it('cleans rows stored raw under an older policy, once, at the next start', async () => {
    const book = await insertBook('sach-cu', DIRTY);
    const [article] = await t.database.db
      .insert(news)
      .values({ title: 'Tin cũ', slug: 'tin-cu', content: DIRTY })
      .returning({ id: news.id });
    const clean = '<p>Đã sạch</p>';
    const tidyBook = await insertBook('sach-sach', clean);
    await t.database.db
      .update(appMeta)
      .set({ value: 'an-older-policy' })
      .where(eq(appMeta.key, 'rich_text_policy'));

    await restart();
    const contentOf = async (id: number) =>
      (await t.database.db.select({ content: books.content }).from(books).where(eq(books.id, id)))[0]
        ?.content;
    const stored = await contentOf(book.id);
    expect(stored).not.toMatch(/<script|onerror|onclick|alert\(1\)/);
    expect(stored).toContain('$x^2 = 1$');
    expect(stored).toContain('src="https://cdn.example/a.png"');
    const [storedNews] = await t.database.db
      .select({ content: news.content })
      .from(news)
      .where(eq(news.id, article?.id ?? 0));
    expect(storedNews?.content).not.toMatch(/<script|onerror|onclick/);
    expect(await contentOf(tidyBook.id)).toBe(clean);
    expect(await recordedPolicy()).toBe(RICH_TEXT_POLICY);

    // Once: with the policy recorded, a later start does not scan the rows again (a row written raw
    // around the API now stays as it is, which only a policy change would revisit).
    await t.database.db.update(books).set({ content: DIRTY }).where(eq(books.id, book.id));
    await restart();
    expect(await contentOf(book.id)).toBe(DIRTY);
  });
});

import { bookDetailSchema } from '@tutor/contract/books';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from '../src/plugins/response-serializer';

/** A server answering `answer` on GET / under `schema`, serialised as the app does. */
async function answering(schema: z.ZodType, answer: unknown, checkAnswers: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkAnswers }));
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer as never);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

const picture = {
  id: 7,
  name: 'Bìa',
  alt: 'Bìa "sách" <b>',
  url: '/uploads/images/a.webp',
  width: 800,
  height: 1130,
  variants: [{ width: 320, url: '/uploads/images/a-320.webp' }],
};
const book = {
  id: 1,
  name: 'Hình học 12',
  slug: 'hinh-hoc-12',
  salePrice: 159000,
  coverPrice: 199000,
  saleStatus: 'AVAILABLE',
  author: 'Nguyễn Văn Minh',
  cover: picture,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-02T00:00:00.000Z',
  quantity: 3,
  pages: 200,
  summary: 'Tóm tắt\nhai dòng',
  content: '<p>Nội dung</p>',
  trailerUrl: '',
  previewPdfUrl: null,
  categories: [{ id: 2, name: 'Đại số', slug: 'dai-so' }],
  tags: [],
  images: [picture],
};

describe('answers written from the contract', () => {
  it('writes a book page exactly as the contract parses it, leaving out fields outside it', async () => {
    for (const answer of [book, { ...book, cover: null, images: [] }]) {
      const res = await answering(bookDetailSchema, { ...answer, status: 'ACTIVE', passwordHash: 'x' }, true);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify(bookDetailSchema.parse(answer)));
      expect(res.json()).not.toHaveProperty('passwordHash');
    }
  });

  it('writes an answer that is exactly its contract with JSON.stringify, in the order the answer has its fields', async () => {
    const { updatedAt, ...rest } = book;
    const reordered = { updatedAt, ...rest };
    for (const checkAnswers of [true, false]) {
      const res = await answering(bookDetailSchema, reordered, checkAnswers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify(reordered));
    }
  });

  it('never writes a field outside the contract, however deep, nor a value of another type', async () => {
    const answers = [
      { ...book, cover: { ...picture, file: 'secret.webp' } },
      { ...book, images: [picture, { ...picture, variants: [{ width: 1, url: 'u', path: '/srv' }] }] },
      { ...book, categories: [{ id: 2, name: 'Đại số', slug: 'dai-so', status: 'INACTIVE' }] },
      { ...book, internalNote: undefined, passwordHash: 'x' },
      Object.assign(Object.create({ inherited: 'x' }), book),
    ];
    for (const answer of answers)
      for (const checkAnswers of [true, false]) {
        const res = await answering(bookDetailSchema, answer, checkAnswers);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(JSON.stringify(bookDetailSchema.parse(answer)));
        expect(res.body).not.toMatch(/secret|path|INACTIVE|passwordHash|inherited/);
      }
    // A number sent as text (a bigint from the driver) is written as the number the contract declares.
    const res = await answering(bookDetailSchema, { ...book, id: '1' }, false);
    expect(res.json().id).toBe(1);
  });

  it('refuses in tests an answer its contract refuses, which production writes without parsing it', async () => {
    const schema = z.object({ phone: z.string().refine((v) => /^\d+$/.test(v)) });
    expect((await answering(schema, { phone: 'abc' }, true)).statusCode).toBe(500);
    const written = await answering(schema, { phone: 'abc' }, false);
    expect(written.statusCode).toBe(200);
    expect(written.json()).toEqual({ phone: 'abc' });
  });

  it('refuses an answer missing a field of its contract, in tests and in production', async () => {
    const { cover: _, ...withoutCover } = book;
    expect((await answering(bookDetailSchema, withoutCover, true)).statusCode).toBe(500);
    expect((await answering(bookDetailSchema, withoutCover, false)).statusCode).toBe(500);
  });

  it('lets zod write what JSON Schema cannot say (a transform)', async () => {
    const schema = z.object({ at: z.date().transform((d) => d.toISOString().slice(0, 10)) });
    const res = await answering(schema, { at: new Date('2026-11-23T10:00:00Z') }, false);
    expect(res.json()).toEqual({ at: '2026-11-23' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { questionAnswers, questions } from '../../db/schema';
import { multipartFile, TINY_PDF } from '../books/catalogue.fixtures';
import { samplePaper } from './question-import.fixtures';

let t: TestApp;
let teacher: SignedIn;

beforeAll(async () => {
  // A 1 MB file limit, so an oversize upload is quick to send.
  t = await createTestApp({ UPLOAD_MAX_FILE_MB: '1' });
  teacher = await signedInAs(t, 'teacher');
});
afterAll(() => t?.close());

const URL = '/api/admin/questions/create-from-pdf';

function uploadPaper(data: Buffer, who: SignedIn | null = teacher, name = 'de-thi.pdf') {
  const body = multipartFile(data, name, 'application/pdf');
  return t.request({
    method: 'POST',
    url: URL,
    headers: { ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}
const paste = (payload: unknown, who: SignedIn = teacher) =>
  t.request({ method: 'POST', url: URL, headers: who.headers, payload: payload as object });

async function bankSize() {
  const [q, a] = await Promise.all([t.database.db.$count(questions), t.database.db.$count(questionAnswers)]);
  return q + a;
}

describe('POST /api/admin/questions/create-from-pdf', () => {
  it('answers the drafts of an uploaded paper, and saves nothing', async () => {
    const before = await bankSize();
    const res = await uploadPaper(samplePaper('thpt-2025-paper'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ pages: 3, hasKey: true });
    expect(body.data).toHaveLength(22);
    expect(body.data[0]).toMatchObject({
      number: 1,
      type: 'CHOICE',
      difficulty: 'UNDERSTAND',
      categoryId: null,
      tagIds: [],
      status: 'ACTIVE',
      warnings: [],
    });
    expect(body.data[0].source).toContain('Câu 1. Tập xác định');
    expect(await bankSize()).toBe(before);
  });

  it('answers the drafts of pasted text', async () => {
    const res = await paste({
      text: 'Câu 1. Tính $1+1$.\nA. 1   B. 2   C. 3   D. 4\nĐÁP ÁN\n1.B',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pages: 0,
      hasKey: true,
      data: [
        {
          number: 1,
          type: 'CHOICE',
          content: '<p>Tính $1+1$.</p>',
          answers: [
            { content: '<p>1</p>', isCorrect: false },
            { content: '<p>2</p>', isCorrect: true },
            { content: '<p>3</p>', isCorrect: false },
            { content: '<p>4</p>', isCorrect: false },
          ],
          warnings: [],
        },
      ],
    });
  });

  it('refuses what is not a paper, each with its code', async () => {
    const notPdf = await uploadPaper(Buffer.from('Câu 1. Tính $1+1$.'), teacher, 'de-thi.pdf');
    expect([notPdf.statusCode, notPdf.json().code]).toEqual([400, 'FILE_TYPE_NOT_ALLOWED']);

    const damaged = await uploadPaper(Buffer.from('%PDF-1.4\nnothing else'));
    expect([damaged.statusCode, damaged.json().code]).toEqual([400, 'PDF_UNREADABLE']);

    const scan = await uploadPaper(TINY_PDF);
    expect([scan.statusCode, scan.json().code]).toEqual([400, 'PDF_HAS_NO_TEXT']);

    const large = Buffer.concat([samplePaper('worksheet-no-key'), Buffer.alloc(1024 * 1024 + 1, 32)]);
    const tooLarge = await uploadPaper(large);
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'FILE_TOO_LARGE']);

    for (const body of [{}, { text: '   ' }, { text: 'x', extra: 1 }, { text: 'x'.repeat(200_001) }]) {
      const res = await paste(body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it('answers PDF_TOO_MANY_PAGES past the page cap, before reading a page', async () => {
    const kids = Array.from({ length: 41 }, (_, i) => `${i + 3} 0 R`).join(' ');
    const pages = Array.from(
      { length: 41 },
      (_, i) => `${i + 3} 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n`,
    ).join('');
    const manyPages = Buffer.from(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[${kids}]/Count 41>>endobj\n${pages}trailer<</Root 1 0 R>>\n%%EOF\n`,
    );
    const res = await uploadPaper(manyPages);
    expect([res.statusCode, res.json().code]).toEqual([400, 'PDF_TOO_MANY_PAGES']);
  });

  it('is for staff who may create questions only', async () => {
    const student = await signedInAs(t, 'student');
    const staff = await signedInAs(t, 'staff');
    const admin = await signedInAs(t, 'admin');
    const paper = samplePaper('odd-format-paper');
    expect((await uploadPaper(paper, null)).statusCode).toBe(401);
    expect((await uploadPaper(paper, student)).statusCode).toBe(403);
    // Staff read the bank (question:read) but do not write it.
    expect((await uploadPaper(paper, staff)).statusCode).toBe(403);
    expect((await paste({ text: 'Câu 1. x' }, student)).statusCode).toBe(403);
    expect((await uploadPaper(paper, admin)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { insertCourse } from '../courses/courses.fixtures';

/* Every order view (checkout's answer, the order page, my orders, a fresh code) says how to pay, when a bank is configured. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    BANK_BIN: '970436',
    BANK_NAME: 'Vietcombank',
    BANK_ACCOUNT_NUMBER: '1234567890',
    BANK_ACCOUNT_NAME: 'CONG TY TOAN HAY',
    BANK_WEBHOOK_SECRET: 'a-shared-secret-of-the-bank-hook',
  });
});
afterAll(() => t?.close());

const BUYER = { name: 'Phạm Minh Khoa', phone: '0903123456', email: '' };

describe('payment instructions on the order views', () => {
  it('gives a guest the amount, the transfer code and a QR address carrying the page key, which opens the image', async () => {
    const course = await insertCourse(t, { salePrice: 650_000 });
    const res = await t.request({
      method: 'POST',
      url: '/api/course-orders',
      payload: { ...BUYER, courseId: course.id, salePrice: 650_000 },
      remoteAddress: '10.91.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order, accessKey } = res.json();
    expect(order.payment).toMatchObject({
      bankName: 'Vietcombank',
      accountNumber: '1234567890',
      amount: 650_000,
      transferCode: order.transferCode,
    });
    expect(order.payment.qrPayload).toContain(order.transferCode);
    expect(order.payment.qrImage).toBe(`/api/orders/${order.id}/qr.svg?key=${encodeURIComponent(accessKey)}`);
    const image = await t.request({ method: 'GET', url: order.payment.qrImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);

    // The page reopened with the key, and a fresh code: the instructions follow the new code.
    const view = await t.request({
      method: 'GET',
      url: `/api/orders/${order.id}/view?key=${encodeURIComponent(accessKey)}`,
    });
    expect(view.json().payment.qrImage).toBe(order.payment.qrImage);
    const renewed = await t.request({
      method: 'POST',
      url: '/api/orders/random',
      payload: { orderId: order.id, key: accessKey },
      remoteAddress: '10.91.0.2',
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().payment.transferCode).toBe(renewed.json().transferCode);
    expect(renewed.json().transferCode).not.toBe(order.transferCode);
  });

  it('gives the signed-in buyer a QR address without a key, in checkout and in my orders', async () => {
    const course = await insertCourse(t, { salePrice: 300_000 });
    const student = await signedInAs(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/course-orders',
      payload: { ...BUYER, courseId: course.id, salePrice: 300_000 },
      headers: student.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json();
    expect(order.payment.qrImage).toBe(`/api/orders/${order.id}/qr.svg`);
    const mine = await t.request({ method: 'GET', url: '/api/my-orders', headers: student.headers });
    expect(mine.json().data[0].payment).toMatchObject({ amount: 300_000, transferCode: order.transferCode });
    const image = await t.request({ method: 'GET', url: order.payment.qrImage, headers: student.headers });
    expect(image.statusCode).toBe(200);
  });
});

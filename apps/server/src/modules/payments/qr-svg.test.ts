import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr-svg';
import { vietQrPayload } from './vietqr';

/** Rasterises the SVG as a browser would and reads it back as a phone camera would. */
async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(400, 400, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('qrSvg', () => {
  it('draws a code a QR reader decodes back to the exact VietQR payload', async () => {
    const payload = vietQrPayload({
      bin: '970436',
      accountNumber: '1234567890',
      amount: 1_250_000,
      purpose: 'TH7KQ3MX9P',
    });
    const svg = qrSvg(payload);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(await decode(svg)).toBe(payload);
  });

  it('keeps markup out of the title', () => {
    expect(qrSvg('x', '<script>alert(1)</script>')).not.toContain('<script>');
  });
});

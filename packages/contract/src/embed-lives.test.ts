import { describe, expect, it } from 'vitest';
import { createEmbedLiveBodySchema, normalizeEmbedUrl } from './embed-lives';

describe('normalizeEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=42'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/embed/live_stream?channel=UC1234567890abcdefghijkl',
      'https://www.youtube.com/embed/live_stream?channel=UC1234567890abcdefghijkl',
    ],
    [
      'https://www.facebook.com/toanhay/videos/1234567890/',
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Ftoanhay%2Fvideos%2F1234567890&show_text=false',
    ],
    [
      'https://www.facebook.com/watch/?v=123',
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%3Fv%3D123&show_text=false',
    ],
    [
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Ftoanhay%2Fvideos%2F42%2F&width=500',
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Ftoanhay%2Fvideos%2F42&show_text=false',
    ],
  ])('%s → %s', (input, expected) => {
    expect(normalizeEmbedUrl(input)).toBe(expected);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@toanhay',
    'https://www.facebook.com/toanhay',
    'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fevil.example%2Fvideos%2F1',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (input) => {
    expect(normalizeEmbedUrl(input)).toBeNull();
  });

  it('stores the player address and refuses other hosts with a field message', () => {
    const ok = createEmbedLiveBodySchema.parse({ title: 'Live', embedUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(ok.embedUrl).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    const bad = createEmbedLiveBodySchema.safeParse({ title: 'Live', embedUrl: 'https://vimeo.com/1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['embedUrl'], message: 'invalid' });
  });
});

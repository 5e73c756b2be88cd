import { describe, expect, it } from 'vitest';
import { createVideoBodySchema, parseExternalVideoId } from './videos';

describe('parseExternalVideoId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com.evil.vn/watch?v=dQw4w9WgXcQ', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['javascript:alert(1)', null],
  ])('YouTube %s → %s', (input, id) => expect(parseExternalVideoId('YOUTUBE', input)).toBe(id));

  it.each([
    ['76979871', '76979871'],
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.example/76979871', null],
    ['abc', null],
  ])('Vimeo %s → %s', (input, id) => expect(parseExternalVideoId('VIMEO', input)).toBe(id));

  it('drops an external id sent with an uploaded video', () => {
    expect(createVideoBodySchema.parse({ name: 'A', externalId: 'x' }).externalId).toBeNull();
  });
});

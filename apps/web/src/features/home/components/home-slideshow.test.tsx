import type { HomeSlide } from '@tutor/contract/home';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeSlideshow } from './home-slideshow';

const slide = (id: number, subtitle: string, link = ''): HomeSlide => ({
  id,
  title: `Khai giảng lớp ${id}`,
  subtitle,
  link,
  image: {
    id,
    name: 's',
    alt: 'Ảnh',
    url: `/uploads/images/s${id}.webp`,
    width: 1920,
    height: 640,
    variants: [],
  },
});

const render = (slides: HomeSlide[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <HomeSlideshow slides={slides} />
    </MemoryRouter>,
  );

describe('HomeSlideshow', () => {
  it('writes the title and subtitle as text, the link named by them, the picture as decoration', () => {
    const html = render([slide(12, 'Học thử miễn phí', '/danh-muc/khoa-hoc'), slide(11, '')]);
    const first = /<a [^>]*href="\/danh-muc\/khoa-hoc"[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? '';
    expect(first).toMatch(/>Khai giảng lớp 12<\/span>/);
    expect(first).toMatch(/>Học thử miễn phí<\/span>/);
    expect(first).toContain('alt=""');
    expect(first).not.toContain('aria-label');
    // No subtitle, no empty line under the title.
    expect(html).toMatch(/<span class="[^"]*slideSubtitle[^"]*">Học thử miễn phí/);
    const second = html.slice(html.indexOf('Khai giảng lớp 11'));
    expect(second.match(/<span class="[^"]*slideSubtitle/g)).toBeNull();
  });
});

import type { HomeBanner } from '@tutor/contract/home';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeBanners } from './home-banner';

const banner = (id: number, link: string): HomeBanner => ({
  id,
  title: `Banner ${id}`,
  link,
  orientation: 'HORIZONTAL',
  image: {
    id,
    name: 'b',
    alt: 'Ảnh',
    url: `/uploads/images/b${id}.webp`,
    width: 1200,
    height: 400,
    variants: [],
  },
});

const render = (banners: HomeBanner[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <HomeBanners banners={banners} />
    </MemoryRouter>,
  );

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('HomeBanners', () => {
  it('links a site path through the router and another site in a new tab', () => {
    const html = render([banner(1, '/danh-muc/sach'), banner(2, 'https://m.me/toanhay.vn')]);
    expect(hrefs(html)).toEqual(['/danh-muc/sach', 'https://m.me/toanhay.vn']);
    expect(html).toContain('target="_blank"');
  });

  it('shows a stored banner whose link leads off the site as a picture without a link', () => {
    const html = render([
      banner(1, '//evil.example'),
      banner(2, '/\\evil.example'),
      banner(3, 'javascript:alert(1)'),
    ]);
    expect(hrefs(html)).toEqual([]);
    expect(html).not.toContain('evil.example');
    expect(html.match(/<img /g)).toHaveLength(3);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BookListResponse } from '@tutor/contract/books';
import type { HomeResponse } from '@tutor/contract/home';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bookKeys } from '@/features/books/api/query-keys';
import { SameCategoryBooks } from '@/features/books/routes/book-page';
import { homeKeys } from '@/features/home/api/get-home';
import { allTexts } from '@/shared/i18n/catalogue-files';
import { createI18n } from '@/shared/i18n/i18n';
import { Component as HomePage } from './home-page';

const book = (id: number) => ({
  id,
  name: `Sách ${id}`,
  slug: `sach-${id}`,
  salePrice: 100000,
  coverPrice: 120000,
  saleStatus: 'AVAILABLE' as const,
  author: 'Tác giả',
  cover: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const home: HomeResponse = {
  slideshow: [],
  banners: [],
  newBooks: Array.from({ length: 20 }, (_, index) => book(index + 1)),
  upcomingBooks: [],
  combos: [],
  embedLives: [],
  documents: Array.from({ length: 10 }, (_, index) => ({
    id: index + 1,
    name: `Tài liệu ${index + 1}`,
    slug: `tai-lieu-${index + 1}`,
    isFree: true,
    image: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  })),
  news: [],
  imageCategories: [],
  newCourses: [],
  courseCategories: [],
  newExams: [],
};

function render(language: 'vi' | 'en', seed: (client: QueryClient) => void, node: ReactNode) {
  const i18n = createI18n(language, { namespaces: [], messages: allTexts(language) });
  const client = new QueryClient();
  seed(client);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The href of each link whose text is `label`. */
const linksNamed = (html: string, label: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)</g)]
    .filter((match) => match[2] === label)
    .map((match) => match[1]);

describe('rows of cards', () => {
  it('offers "Xem tất cả" from the home rows to the book and document listings', () => {
    const html = render('vi', (client) => client.setQueryData(homeKeys.all, home), <HomePage />);
    expect(linksNamed(html, 'Xem tất cả')).toEqual(['/danh-muc/sach', '/danh-muc/tai-lieu']);
  });

  it('says "See all" in English', () => {
    const html = render('en', (client) => client.setQueryData(homeKeys.all, home), <HomePage />);
    expect(linksNamed(html, 'See all')).toEqual(['/danh-muc/sach', '/danh-muc/tai-lieu']);
  });

  it("links the book page's same-category row to that category's listing", () => {
    const list = { data: [book(2), book(3)], total: 2, categories: [] } as unknown as BookListResponse;
    const html = render(
      'vi',
      (client) => client.setQueryData(bookKeys.sameCategory(1, 7), list),
      <SameCategoryBooks bookId={1} category={{ id: 7, name: 'Lớp 10', slug: 'lop-10' }} />,
    );
    expect(html).toContain('Sách cùng danh mục');
    expect(linksNamed(html, 'Xem tất cả')).toEqual(['/danh-muc/sach/7/lop-10']);
  });
});

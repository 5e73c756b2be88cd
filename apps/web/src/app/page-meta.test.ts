import { describe, expect, it } from 'vitest';
import { breadcrumbLinks, breadcrumbs, documentTitle, type Translate } from './page-meta';
import { isMenuEntryActive, publicMenu } from './public-menu';
import type { AppRoute } from './route-handle';
import { siteRoutes } from './site-routes';

const english: Translate = (key) => ({ 'app.siteName': 'ToánHay', 'page.cart.title': 'Cart' })[key] ?? key;
const vietnamese: Translate = (key) =>
  ({ 'app.siteName': 'ToánHay', 'page.home.title': 'Học toán trực tuyến cùng thầy cô giỏi' })[key] ?? key;

const lazy = async () => ({});
const route = (path: string, title: string): AppRoute => ({ path, handle: { title }, lazy });

describe('documentTitle', () => {
  it('is the translated page title with the site name', () => {
    expect(documentTitle({ title: 'page.cart.title' }, '/gio-hang', english, vietnamese)).toBe(
      'Cart | ToánHay',
    );
  });

  it('keeps the Vietnamese home title whatever the interface language', () => {
    expect(documentTitle({ title: 'page.home.title' }, '/', english, vietnamese)).toBe(
      'Học toán trực tuyến cùng thầy cô giỏi | ToánHay',
    );
  });

  it('falls back to the site name while no route matched', () => {
    expect(documentTitle(undefined, '/x', english, vietnamese)).toBe('ToánHay');
  });
});

describe('breadcrumbs', () => {
  const links = breadcrumbLinks(siteRoutes, publicMenu);

  it('are hidden on the home page', () => {
    expect(breadcrumbs({ title: 'page.home.title' }, '/', links)).toEqual([]);
  });

  it('start with the home crumb and end with the current page, unlinked', () => {
    expect(
      breadcrumbs({ title: 'page.cart.title', breadcrumb: ['page.cart.title'] }, '/gio-hang', links),
    ).toEqual([{ key: 'breadcrumb.home', to: '/' }, { key: 'page.cart.title' }]);
  });

  it('link middle crumbs to listings and menu groups, and leave parameterised pages as text', () => {
    const handle = {
      title: 'page.examTake.title',
      breadcrumb: ['page.examCategory.title', 'page.exam.title', 'x'],
    };
    expect(breadcrumbs(handle, '/de-thi/1/a/lam-bai', links)).toEqual([
      { key: 'breadcrumb.home', to: '/' },
      { key: 'page.examCategory.title', to: '/danh-muc/de-thi' },
      { key: 'page.exam.title' },
      { key: 'x' },
    ]);
    const offline = breadcrumbs(
      { title: 'page.offlineCourse.title', breadcrumb: ['nav.offlineCourses', 'page.offlineCourse.title'] },
      '/hoc-offline/1/a',
      links,
    );
    expect(offline[1]).toEqual({ key: 'nav.offlineCourses', to: '/danh-muc/khoa-hoc?type=offline' });
  });

  it('use the title as the only crumb when a route lists none', () => {
    expect(breadcrumbs({ title: 'a' }, '/a', new Map())).toEqual([
      { key: 'breadcrumb.home', to: '/' },
      { key: 'a' },
    ]);
  });

  it('map only routes without parameters, first one winning', () => {
    const map = breadcrumbLinks([route('/a', 't'), route('/b', 't'), route('/c/:id', 'c'), route('*', 'n')]);
    expect([...map]).toEqual([['t', '/a']]);
  });
});

describe('isMenuEntryActive', () => {
  const [books, online, offline] = publicMenu;
  if (!books || !online || !offline) throw new Error('the public menu has five groups');

  it('tells online from offline courses by the type parameter', () => {
    expect(isMenuEntryActive(online, '/danh-muc/khoa-hoc', '')).toBe(true);
    expect(isMenuEntryActive(offline, '/danh-muc/khoa-hoc', '')).toBe(false);
    expect(isMenuEntryActive(online, '/danh-muc/khoa-hoc', '?type=offline')).toBe(false);
    expect(isMenuEntryActive(offline, '/danh-muc/khoa-hoc', '?type=offline&page=2')).toBe(true);
  });

  it('covers the per-category pages of a group', () => {
    expect(isMenuEntryActive(books, '/danh-muc/sach/3/toan-9', '')).toBe(true);
    expect(isMenuEntryActive(books, '/danh-muc/sachx', '')).toBe(false);
  });

  it('lists the five public groups of the spec', () => {
    expect(publicMenu.map((entry) => entry.to)).toEqual([
      '/danh-muc/sach',
      '/danh-muc/khoa-hoc',
      '/danh-muc/khoa-hoc?type=offline',
      '/danh-muc/tai-lieu',
      '/danh-muc/de-thi',
    ]);
  });
});

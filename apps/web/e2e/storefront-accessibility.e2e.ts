import { describe, expect, it } from 'vitest';
import { type AxeFinding, seriousAxeFindings } from './helpers/axe';
import { saveScreenshot, skipBrowserJourneys, warnIfNoChromium } from './helpers/browser';
import { useJourneys } from './helpers/journeys';

warnIfNoChromium();

type Listed = { data: { id: number; slug: string }[] };

describe.skipIf(skipBrowserJourneys)('storefront accessibility (axe-core)', () => {
  const journeys = useJourneys();

  /** The address of the first demo item of a storefront list, e.g. `/sach/1/<slug>`. */
  async function firstOf(api: string, page: string): Promise<string> {
    const list = (await (await fetch(`${journeys.url}/api/${api}?limit=1`)).json()) as Listed;
    const item = list.data[0];
    expect(item, `the demo data has ${api}`).toBeDefined();
    return `/${page}/${item?.id}/${item?.slug}`;
  }

  it('finds nothing serious or critical on the storefront pages, on a phone and a desktop', async () => {
    const pages: [name: string, path: string, heading: string | RegExp][] = [
      ['home', '/', 'Học toán trực tuyến cùng thầy cô giỏi'],
      ['book-listing', '/danh-muc/sach', 'Sách'],
      ['book', await firstOf('books', 'sach'), /./],
      ['combo', await firstOf('combos', 'combo'), /./],
      ['document', await firstOf('documents', 'tai-lieu'), /./],
      ['news-list', '/tin-tuc', /./],
      ['news', await firstOf('news', 'tin-tuc'), /./],
      ['login', '/dang-nhap', /./],
      ['register', '/dang-ky', /./],
      ['contact', '/lien-he', /./],
    ];
    const findings: Record<string, AxeFinding[]> = {};
    for (const width of [1366, 390]) {
      for (const [name, path, heading] of pages) {
        const { page } = await journeys.open(path, { width, height: width < 800 ? 844 : 900 });
        // Loaded: the page's own heading is there (not a skeleton), and nothing is still arriving.
        await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const found = await seriousAxeFindings(page);
        if (found.length > 0) findings[`${name} at ${width} px`] = found;
        if (width === 390) await saveScreenshot(page, `storefront-a11y-${name}-390`, { fullPage: false });
      }
    }
    expect(findings).toEqual({});
  });

  it('finds nothing serious in the states a visitor meets: form errors and the phone menu', async () => {
    const findings: Record<string, AxeFinding[]> = {};

    const book = await journeys.open(await firstOf('books', 'sach'), { width: 1366, height: 900 });
    await book.page.getByRole('button', { name: 'Đặt mua' }).click();
    await book.page.getByText('Trường này là bắt buộc').first().waitFor();
    findings['book order errors'] = await seriousAxeFindings(book.page);

    const register = await journeys.open('/dang-ky', { width: 390, height: 844 });
    await register.page.locator('form button[type="submit"]').click();
    await register.page.getByText('Trường này là bắt buộc').first().waitFor();
    findings['register errors'] = await seriousAxeFindings(register.page);

    const home = await journeys.open('/', { width: 390, height: 844 });
    await home.page.getByRole('banner').getByRole('button', { expanded: false }).last().click();
    await home.page.getByRole('banner').getByRole('button', { expanded: true }).waitFor();
    findings['phone menu'] = await seriousAxeFindings(home.page);

    expect(findings).toEqual({ 'book order errors': [], 'register errors': [], 'phone menu': [] });
  });
});

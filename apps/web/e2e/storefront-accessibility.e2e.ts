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

  // One test per page (both widths), each within the journeys' time limit on a busy machine.
  const pages: [name: string, path: () => Promise<string>][] = [
    ['home', async () => '/'],
    ['book listing', async () => '/danh-muc/sach'],
    ['book', () => firstOf('books', 'sach')],
    ['combo', () => firstOf('combos', 'combo')],
    ['document', () => firstOf('documents', 'tai-lieu')],
    ['news list', async () => '/tin-tuc'],
    ['news article', () => firstOf('news', 'tin-tuc')],
    ['login', async () => '/dang-nhap'],
    ['register', async () => '/dang-ky'],
    ['contact', async () => '/lien-he'],
  ];

  it.each(pages)(
    'finds nothing serious or critical on the %s page, on a phone and a desktop',
    async (name, path) => {
      const address = await path();
      const findings: Record<string, AxeFinding[]> = {};
      for (const width of [1366, 390]) {
        const { page } = await journeys.open(address, { width, height: width < 800 ? 844 : 900 });
        // Loaded: the page's own heading is there (not a skeleton), and nothing is still arriving.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        findings[`${width} px`] = await seriousAxeFindings(page);
        if (width === 390)
          await saveScreenshot(page, `storefront-a11y-${name.replace(' ', '-')}-390`, { fullPage: false });
      }
      expect(findings).toEqual({ '1366 px': [], '390 px': [] });
    },
  );

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

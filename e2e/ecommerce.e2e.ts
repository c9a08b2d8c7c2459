import { describe, expect, it } from 'vitest';
import { pngBytes } from '../src/server/test-support/file-fixtures.ts';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { ADMIN_SHELL, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

describe('e-commerce', () => {
  const browser = useBrowser();

  it('staff create a product with a picture and see the price with tax worked out', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/e-commerce/products');
    const table = page.getByRole('table', { name: 'Products' });
    await poll(() => table.getByRole('row').count()).toBeGreaterThan(5);
    await poll(() => page.getByRole('link', { name: 'Shop products' }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'ecommerce-products-en-desktop');

    await page.getByRole('link', { name: 'Add product' }).click();
    await poll(() => page.getByRole('heading', { name: 'New product' }).isVisible()).toBe(true);
    const stamp = Date.now().toString(36).toUpperCase();
    await page.getByRole('textbox', { name: /^Name/ }).fill(`Going Concern Practice Notes ${stamp}`);
    await page.getByRole('textbox', { name: /^SKU/ }).fill(`GCPN-${stamp}`);
    await page
      .getByTestId('product-image-input')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngBytes() });
    await poll(() => page.getByTestId('product-image').count()).toBe(1);
    await page.getByLabel('Price without tax').fill('19.99');
    // 19.99 + 10% = 21.989 → 21.99, as the server works it out.
    await poll(() => page.getByLabel('Price with tax').inputValue()).toBe('21.99');
    await poll(() => page.getByTestId('price-with-tax').innerText()).toContain('$21.99');
    await expectAccessible(page);
    await screenshot(page, 'ecommerce-product-form-en-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.url()).toMatch(/\/apps\/e-commerce\/products\/[0-9a-f-]{36}$/);
    await poll(() => page.getByText('The product is saved.').isVisible()).toBe(true);

    // After a reload the server's figures come back, the picture featured.
    await page.reload();
    await poll(() => page.getByLabel('Price with tax').inputValue()).toBe('21.99');
    await poll(() => page.getByRole('img', { name: 'Featured product picture' }).isVisible()).toBe(true);

    // The list finds it by SKU.
    await page.goto('/apps/e-commerce/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(`GCPN-${stamp}`);
    await poll(() => table.getByRole('row').count()).toBe(2);
    await poll(() => table.getByText('$21.99').isVisible()).toBe(true);
  }, 180_000);

  it('adds a status to an order and sees it in the history', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...ADMIN);
    await page.goto('/apps/e-commerce/orders');
    const table = page.getByRole('table', { name: 'Orders' });
    await poll(() => table.getByRole('row').count()).toBe(11);
    // Pages go forward by the server's nextToken and back by the tokens kept.
    const pager = page.getByText(/^1–10 of \d+$/);
    await poll(() => pager.isVisible()).toBe(true);
    const firstOfPage1 = await table.getByRole('row').nth(1).getByRole('link').innerText();
    await page.getByRole('button', { name: 'Next page' }).click();
    await poll(() => page.getByText(/^11–20 of \d+$/).isVisible()).toBe(true);
    await poll(() => table.getByRole('row').nth(1).getByRole('link').innerText()).not.toBe(firstOfPage1);
    const firstOfPage2 = await table.getByRole('row').nth(1).getByRole('link').innerText();
    // While page 3 loads, page 2 stays shown: "next" waits for it, "back" still goes back (it
    // was ignored, so page 3 came anyway). The orders answer is held until both are checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/graphql', async (route) => {
      if (route.request().postData()?.includes('ecommerceOrders')) await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Next page' }).click();
    await poll(() => page.getByText(/^21–30 of \d+$/).isVisible()).toBe(true);
    await poll(() => page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await poll(() => page.getByText(/^11–20 of \d+$/).isVisible()).toBe(true);
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await poll(() => table.getByRole('row').nth(1).getByRole('link').innerText()).toBe(firstOfPage2);
    await poll(() => page.getByRole('button', { name: 'Next page' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Next page' }).click();
    await poll(() => page.getByText(/^21–30 of \d+$/).isVisible()).toBe(true);
    await poll(() => table.getByRole('row').nth(1).getByRole('link').innerText()).not.toBe(firstOfPage2);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await poll(() => table.getByRole('row').nth(1).getByRole('link').innerText()).toBe(firstOfPage2);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await poll(() => table.getByRole('row').nth(1).getByRole('link').innerText()).toBe(firstOfPage1);
    await poll(() => pager.isVisible()).toBe(true);
    // More rows per page start again at the first page.
    await page.getByRole('button', { name: 'Next page' }).click();
    await poll(() => page.getByText(/^11–20 of \d+$/).isVisible()).toBe(true);
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await poll(() => page.getByText(/^1–25 of \d+$/).isVisible()).toBe(true);
    await poll(() => table.getByRole('row').count()).toBe(26);
    // Filter by status: every row shows it.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Preparing the order' }).click();
    await poll(() => table.getByRole('row').nth(1).getByText('Preparing the order').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'ecommerce-orders-en-desktop');

    await table.getByRole('row').nth(1).getByRole('link').click();
    const history = page.getByTestId('status-history');
    await poll(() => history.getByRole('listitem').count()).toBeGreaterThan(1);
    const before = await history.getByRole('listitem').count();
    await page.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'Shipped' }).click();
    await page.getByRole('button', { name: 'Add status' }).click();
    await poll(() => history.getByRole('listitem').count()).toBe(before + 1);
    await poll(() => history.getByRole('listitem').first().innerText()).toContain('Shipped');
    // The invoice's sums add up as shown.
    await poll(() => page.getByTestId('invoice-total').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'ecommerce-order-en-desktop');
    await page.reload();
    await poll(() => page.getByTestId('status-history').getByRole('listitem').first().innerText()).toContain('Shipped');
  }, 180_000);

  it('staff take a new order: customer, products and quantities, priced and stocked by the server', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/e-commerce/orders');
    await page.getByRole('link', { name: 'New order' }).click();
    await poll(() => page.getByRole('heading', { name: 'New order' }).isVisible()).toBe(true);
    await poll(() => page.getByText('Add the products the customer orders.').isVisible()).toBe(true);

    // Nothing filled in: the form says what is missing, and nothing is sent.
    await page.getByRole('button', { name: 'Create order' }).click();
    await poll(() =>
      page.getByText('Enter the customer’s first and last name, e-mail and address').first().isVisible(),
    ).toBe(true);
    await poll(() => page.getByTestId('new-order-products-error').innerText()).toContain(
      'An order needs at least one product',
    );

    await page.getByRole('textbox', { name: /^First name/ }).fill('Elif');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Kaya');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('elif.kaya@example.com');
    await page.getByRole('textbox', { name: /^Invoice address/ }).fill('Moda Cd. 12, Kadıköy, İstanbul');

    // A product found by SKU, its quantity raised to 2.
    await page.getByRole('combobox', { name: 'Find a product by name or SKU' }).fill('CPA-0');
    const option = page.locator('[role="option"]:not([aria-disabled="true"])').first();
    await poll(() => option.isVisible()).toBe(true);
    const name = await option.locator('p').first().innerText();
    await option.click();
    const quantity = page.getByRole('textbox', { name: `Quantity of ${name}` });
    await poll(() => quantity.inputValue()).toBe('1');
    // One more than the stock: the server refuses, naming the product and what is left.
    const stockText = await page
      .getByRole('table', { name: 'Products' })
      .getByText(/^\d+ in stock$/)
      .innerText();
    const stock = Number(stockText.replace(/\D/g, ''));
    await quantity.fill(String(stock + 1));
    await page.getByRole('button', { name: 'Create order' }).click();
    await poll(() => page.getByTestId('new-order-products-error').innerText()).toBe(
      `Not enough “${name}” in stock: ${stock} left`,
    );
    await quantity.fill('2');
    const estimate = page.getByTestId('new-order-estimate');
    // Amounts are left-to-right isolates (U+2066 … U+2069), so they read the same in Arabic.
    await poll(() => estimate.innerText()).toMatch(/Total\s*\u2066\$\d/);
    await expectAccessible(page);
    await screenshot(page, 'ecommerce-new-order-en-desktop');

    await page.getByRole('button', { name: 'Create order' }).click();
    await poll(() => page.url()).toMatch(/\/apps\/e-commerce\/orders\/[0-9a-f-]{36}$/);
    await poll(() => page.getByText('The order is created.').isVisible()).toBe(true);
    const history = page.getByTestId('status-history');
    await poll(() => history.getByRole('listitem').count()).toBe(1);
    await poll(() => history.getByRole('listitem').first().innerText()).toContain('On pre-order (not paid)');
    await poll(() => page.getByText(name).first().isVisible()).toBe(true);
    await poll(() => page.getByText('elif.kaya@example.com').first().isVisible()).toBe(true);
  }, 180_000);

  it('is right to left in Arabic, on a phone and a desktop', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, ADMIN_SHELL, 'ar');
    await signInDemo(page, ...STAFF);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/apps/e-commerce/products');
    await poll(() => page.getByRole('table', { name: 'المنتجات' }).getByRole('row').count()).toBeGreaterThan(5);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectAccessible(page);
    // The wide tables scroll inside their cards; the page itself never scrolls sideways (a hidden
    // column name once made it 423 px wide on a 390 px phone).
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBe(PHONE.width);
    // The table goes on past the card's edge, and the card says so: its scroll shades are set.
    const products = page.locator('.MuiTableContainer-root').first();
    expect(await products.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await products.evaluate((el) => getComputedStyle(el).backgroundAttachment)).toBe(
      'local, local, scroll, scroll',
    );
    await screenshot(page, 'ecommerce-products-ar-phone');
    await page.goto('/apps/e-commerce/orders');
    await poll(() => page.getByRole('table', { name: 'الطلبات' }).getByRole('row').count()).toBeGreaterThan(5);
    expect(await pageWidth()).toBe(PHONE.width);
    // The pager wraps rather than pushing its buttons out of the card: the next page is in reach.
    const next = page.getByRole('button', { name: 'الصفحة التالية' });
    const box = (await next.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    await next.click();
    await poll(() => page.getByText(/^11–20 من/).isVisible()).toBe(true);
    await screenshot(page, 'ecommerce-orders-ar-phone');
    await page.goto('/apps/e-commerce/orders/new');
    await poll(() => page.getByRole('heading', { name: 'طلب جديد' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'ecommerce-new-order-ar-phone');

    const desk = await browser.newPage();
    await presetGuest(desk.page, ADMIN_SHELL, 'ar');
    await signInDemo(desk.page, ...ADMIN);
    await desk.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await desk.page.goto('/apps/e-commerce/orders');
    const table = desk.page.getByRole('table', { name: 'الطلبات' });
    await poll(() => table.getByRole('row').count()).toBeGreaterThan(5);
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'ecommerce-orders-ar-desktop');
    await table.getByRole('row').nth(1).getByRole('link').click();
    await poll(() => desk.page.getByTestId('status-history').getByRole('listitem').count()).toBeGreaterThan(0);
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'ecommerce-order-ar-desktop');
  }, 180_000);
});

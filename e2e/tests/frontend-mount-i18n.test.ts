import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { englishLeft } from '../i18nCheck';
import { apiSession, bookFreeTicket, createEvent, createUser, inDays, launchBrowser, UI_TIMEOUT, unique, visible, type ApiSession } from '../support';

/**
 * Issue #12 §2 on the front-end mount (SPEC §2 "Front-end mount"): the vendor dashboard and the
 * public attendee list follow the page's language, as the server chose it from the visitor's
 * browser: German (formal "Sie") and Arabic, right to left, with no text of the English catalogue
 * left, antd's own words in the page's language too. Screenshots of each at 1440 and 390 px go to
 * /tmp/frontend-mount-<language>-*.png.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let vendor: { email: string; password: string };
let listed: { id: number; title: string; path: string };
const GUEST = unique('Mount guest');
const OWN_TITLE = unique('Vendor Sprachfest');

type Language = 'de' | 'ar';

/** What each language's dashboard and attendee list say, to wait for and to find by. */
interface Words {
  login: string;
  email: string;
  password: string;
  submit: string;
  wrong: string;
  myEvents: string;
  myAttendees: string;
  create: string;
  title: string;
  startDate: string;
  today: string;
  save: string;
  titleRequired: string;
  startRequired: string;
  created: string;
  attending: (title: string) => string;
}

const WORDS: Record<Language, Words> = {
  de: {
    login: 'Melden Sie sich an, um Ihre Veranstaltungen zu verwalten',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    wrong: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
    myEvents: 'Meine Veranstaltungen',
    myAttendees: 'Meine Teilnehmenden',
    create: 'Veranstaltung anlegen',
    title: 'Titel',
    startDate: 'Startdatum',
    today: 'Heute',
    save: 'Speichern',
    titleRequired: 'Bitte geben Sie einen Veranstaltungstitel ein',
    startRequired: 'Das Startdatum ist erforderlich',
    created: 'Veranstaltung angelegt',
    attending: (title) => `Teilnehmende an ${title} (1)`,
  },
  ar: {
    login: 'سجّل الدخول لإدارة فعالياتك',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    wrong: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    myEvents: 'فعالياتي',
    myAttendees: 'المشاركون في فعالياتي',
    create: 'إنشاء فعالية',
    title: 'العنوان',
    startDate: 'تاريخ البدء',
    today: 'اليوم',
    save: 'حفظ',
    titleRequired: 'عنوان الفعالية مطلوب',
    startRequired: 'تاريخ البدء مطلوب',
    created: 'تم إنشاء الفعالية',
    attending: (title) => `المشاركون في ${title} (1)`,
  },
};

beforeAll(async () => {
  browser = await launchBrowser();
  const admin: ApiSession = await apiSession(baseUrl);
  vendor = await createUser(admin, 'vendor');
  const vendorApi = await apiSession(baseUrl, vendor);
  // A ticket named 'Free': people's data in the attendee table, never English left over.
  const own = await createEvent(vendorApi, { title: OWN_TITLE, start_date: inDays(30), ticket_variations: [{ name: 'Free', price: 0, capacity: 20 }] });
  await bookFreeTicket(admin, own.id, GUEST, 'mount-guest@example.com');
  // The public event page shows its ticket names unmarked: one that is no English word.
  const open = await createEvent(admin, { title: unique('Offenes Haus'), start_date: inDays(31), ticket_variations: [{ name: 'Tagespass', price: 0, capacity: 20 }] });
  await admin.call('PUT', `/events/${open.id}`, { attendee_list_public: true });
  await bookFreeTicket(admin, open.id, unique('Lina Haddad'), 'mount-list@example.com');
  const link = (await admin.call<{ link: string }>('GET', `/events/${open.id}`)).link;
  listed = { ...open, path: new URL(link).pathname };
});

afterAll(async () => {
  await browser?.close();
});

/** A visitor whose browser asks for `language`, at `width` px. */
async function visitor(language: Language, width = 1440): Promise<Page> {
  const locale = { de: 'de-DE', ar: 'ar-EG' }[language];
  const context = await browser.newContext({ locale, viewport: { width, height: 900 }, extraHTTPHeaders: { 'accept-language': `${locale},${language};q=0.9` } });
  context.setDefaultTimeout(UI_TIMEOUT);
  return context.newPage();
}

/** The page's writing direction, the mount's container's as the browser computes it, and whether antd laid its components out right to left. */
async function directions(page: Page, container: string): Promise<{ html: string | null; container: string; antdRtl: boolean }> {
  return {
    html: await page.locator('html').getAttribute('dir'),
    container: await page.locator(container).evaluate((element) => getComputedStyle(element).direction),
    antdRtl: (await page.locator(`${container} [class*="-rtl"]`).count()) > 0,
  };
}

/** Screenshots of the whole page at 1440 and 390 px, to look at; nothing may scroll sideways on the phone. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/frontend-mount-${name}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe.each(['de', 'ar'] as const)('the front-end mount in %s (issue #12 §2)', (language) => {
  const words = WORDS[language];
  const direction = language === 'ar' ? 'rtl' : 'ltr';

  it('the dashboard: the login, a wrong password, a vendor’s events and attendees and the create form, in the page’s language', async () => {
    const page = await visitor(language);
    await page.goto(`${baseUrl}/dashboard`);
    await visible(page.getByRole('heading', { name: words.login }));
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await directions(page, '#etn-multivendor-form')).toEqual({ html: direction, container: direction, antdRtl: language === 'ar' });
    expect(await englishLeft(page, language)).toEqual([]);
    await screenshots(page, `${language}-login`);

    await page.getByLabel(words.email, { exact: true }).fill(vendor.email);
    await page.getByLabel(words.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: words.submit, exact: true }).click();
    await visible(page.getByRole('alert').getByText(words.wrong, { exact: true }));

    await page.getByLabel(words.password, { exact: true }).fill(vendor.password);
    await page.getByRole('button', { name: words.submit, exact: true }).click();
    await visible(page.getByRole('heading', { name: words.myEvents }));
    await visible(page.getByRole('region', { name: words.myEvents }).getByRole('cell', { name: OWN_TITLE, exact: true }));
    await visible(page.getByRole('region', { name: words.myAttendees }).getByRole('cell', { name: GUEST, exact: true }));
    expect(await directions(page, '#etn-multivendor-attendee-list')).toEqual({ html: direction, container: direction, antdRtl: language === 'ar' });
    expect(await englishLeft(page, language)).toEqual([]);
    await screenshots(page, `${language}-events`);

    await page.getByRole('button', { name: words.create, exact: true }).click();
    await visible(page.getByRole('heading', { name: words.create }));
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await visible(page.getByText(words.titleRequired, { exact: true }));
    await visible(page.getByText(words.startRequired, { exact: true }));
    expect(await englishLeft(page, language)).toEqual([]);
    await screenshots(page, `${language}-form`);

    await page.getByLabel(words.title, { exact: true }).fill(unique(`Vendor ${language}`));
    const start = page.getByLabel(words.startDate, { exact: true });
    await start.click();
    // The picker's panel is antd's: its locale is loaded with the catalogue.
    await visible(page.locator('.ant-picker-dropdown').getByText(words.today, { exact: true }));
    await page.screenshot({ path: `/tmp/frontend-mount-${language}-picker.png` });
    await start.fill(inDays(40));
    await start.press('Enter');
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await visible(page.getByText(words.created, { exact: true }));
    await visible(page.getByRole('heading', { name: words.myEvents }));
    await page.context().close();
  });

  it('the public attendee list on an event page', async () => {
    const page = await visitor(language);
    await page.goto(`${baseUrl}${listed.path}`);
    const list = page.getByRole('region', { name: words.attending(listed.title) });
    await visible(list);
    expect(await directions(page, '#etn-frontend-attendee-list')).toMatchObject({ html: direction, container: direction });
    expect(await englishLeft(page, language)).toEqual([]);
    await page.locator('#etn-frontend-attendee-list').screenshot({ path: `/tmp/frontend-mount-${language}-attendee-list.png` });
    await page.context().close();
  });
});

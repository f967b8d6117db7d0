import { chromium, type Browser, type Page } from 'playwright-core';
import { E2E_ADMIN } from './globalSetup';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Logs in through the /login form and lands on the admin. */
export async function loginPage(browser: Browser, baseUrl: string, credentials = E2E_ADMIN): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/admin**`);
  return page;
}

/** A logged-in API session for arranging data quickly (the UI is what the tests exercise). */
export interface ApiSession {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function apiSession(baseUrl: string, credentials = E2E_ADMIN): Promise<ApiSession> {
  const res = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { nonce } = (await res.json()) as { nonce: string };
  return {
    async call<T>(method: string, path: string, body?: unknown) {
      const r = await fetch(`${baseUrl}/api/v2${path}`, {
        method,
        headers: { cookie, 'x-csrf-token': nonce, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}

/** A unique suffix so tests sharing one server never see each other's rows. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../../test/harness.js';
import { imageExtension, MAX_UPLOAD_BYTES } from './uploads.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L')]);

/** A multipart/form-data body with one file part. */
function form(filename: string, content: Buffer, options: { field?: string; type?: string } = {}) {
  const boundary = `----eventory${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${filename}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('imageExtension', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes only', () => {
    expect([PNG, JPEG, GIF, WEBP].map(imageExtension)).toEqual(['png', 'jpg', 'gif', 'webp']);
    expect(imageExtension(Buffer.from('just some text, named photo.png'))).toBeNull();
    expect(imageExtension(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageExtension(Buffer.alloc(0))).toBeNull();
  });
});

describeEachDatabase('speaker image uploads', (dialect) => {
  let t: TestApp;
  let uploadsDir: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    uploadsDir = path.join(t.dataDir, 'uploads');
  });
  afterAll(() => t.close());

  const stored = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : []);
  const upload = (client: Client, multipart: ReturnType<typeof form>) => client.request('POST', '/api/v2/speakers/uploads', multipart.body, multipart.headers);
  const refused = async (status: number, multipart: ReturnType<typeof form>) => {
    const before = stored();
    const res = await upload(t.admin, multipart);
    expect(res.statusCode, res.body).toBe(status);
    expect(stored()).toEqual(before);
    return res.json() as { code: string; message: string };
  };

  it('stores a PNG under DATA_DIR/uploads and serves it back publicly with a long cache', async () => {
    const res = await upload(t.admin, form('portrait.png', PNG));
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(path.join(uploadsDir, path.basename(url)))).toEqual(PNG);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload).toEqual(PNG);

    const speaker = await t.admin.request('POST', '/api/v2/speakers', { name: 'With Photo', image: url, company_logo: url });
    expect(speaker.statusCode, speaker.body).toBe(201);
    expect(speaker.json()).toMatchObject({ image: url, company_logo: url });
  });

  it.each([
    ['a JPEG', 'me.jpeg', JPEG, 'jpg', 'image/jpeg'],
    ['a GIF', 'me.gif', GIF, 'gif', 'image/gif'],
    ['a WebP', 'me.webp', WEBP, 'webp', 'image/webp'],
    ['a PNG sent under another name and type', 'me.txt', PNG, 'png', 'image/png'],
  ])('takes the type of %s from its content', async (_label, filename, bytes, ext, contentType) => {
    const res = await upload(t.admin, form(filename, bytes, { type: 'application/octet-stream' }));
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url.endsWith(`.${ext}`)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe(contentType);
  });

  it('refuses a text file renamed .png with a 415 saying which types it takes', async () => {
    const res = await refused(415, form('fake.png', Buffer.from('I am not a picture'), { type: 'image/png' }));
    expect(res).toMatchObject({ code: 'unsupported_image_type', message: '"fake.png" is not a PNG, JPEG, WebP or GIF image. Choose an image in one of these formats.' });
  });

  it('refuses an image over 2 MB with a 413 saying the limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await refused(413, form('huge.png', big));
    expect(res.code).toBe('file_too_large');
    expect(res.message).toContain('larger than 2 MB');
  });

  it('refuses a request without an image file, or a malformed one, with a 400', async () => {
    expect((await refused(400, form('photo.png', PNG, { field: 'photo' }))).message).toBe('Choose an image to upload in the form field "file".');
    const cut = form('cut.png', PNG);
    const truncated = { body: cut.body.subarray(0, cut.body.length - 20), headers: cut.headers };
    expect((await refused(400, truncated)).message).toBe('The upload is incomplete or not valid multipart/form-data. Please upload the image again.');
    await refused(400, { body: Buffer.from('garbage'), headers: { 'content-type': 'multipart/form-data' } });
    const json = await t.admin.request('POST', '/api/v2/speakers/uploads', { file: 'photo.png' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the image as multipart/form-data in a field named "file".');
  });

  it('needs etn_manage_organizer to upload', async () => {
    const before = stored();
    expect((await upload(await t.loginAs('subscriber'), form('x.png', PNG))).statusCode).toBe(403);
    const anonymous = form('x.png', PNG);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/speakers/uploads', headers: anonymous.headers, payload: anonymous.body })).statusCode).toBe(401);
    expect(stored()).toEqual(before);
  });

  it('serves only names the upload route gives (else 404, or 403 for a malicious path): no path leaves the folder', async () => {
    fs.writeFileSync(path.join(uploadsDir, 'notes.txt'), 'private');
    for (const url of [
      '/uploads/notes.txt',
      '/uploads/../eventory.sqlite',
      '/uploads/..%2feventory.sqlite',
      '/uploads/%2e%2e/eventory.sqlite',
      '/uploads/..%5c..%5cetc%5cpasswd',
      `/uploads/${'a'.repeat(32)}.png`,
      '/uploads/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('private');
    }
  });
});

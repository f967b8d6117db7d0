import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback site serving one page that holds a pasted script tag (what a partner site does). */
export interface HostSite {
  origin: string;
  close(): Promise<void>;
}

/** Starts a host site on a free port; `body()` is read on every request, so a test can paste its tag later. */
export function hostSite(hostname: '127.0.0.1' | 'localhost', body: () => string): Promise<HostSite> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Partner page</title></head><body><h1>Partner page</h1>${body()}<p>After the widget</p></body></html>`);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ origin: `http://${hostname}:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) }),
    ),
  );
}

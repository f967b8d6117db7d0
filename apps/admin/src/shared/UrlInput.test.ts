import { describe, expect, it } from 'vitest';
import { withScheme } from './UrlInput';

describe('withScheme', () => {
  it('puts https:// before an address typed without a scheme', () => {
    expect(withScheme('walkcorp.example')).toBe('https://walkcorp.example');
    expect(withScheme(' github.com/walka ')).toBe('https://github.com/walka');
    expect(withScheme('//cdn.example.org/x')).toBe('https://cdn.example.org/x');
    expect(withScheme('meet.example.com:8443/room?id=1')).toBe('https://meet.example.com:8443/room?id=1');
  });

  it('leaves text with a scheme, with spaces, without a dotted host, or empty as it was', () => {
    for (const text of ['https://example.com', 'http://example.com', 'mailto:jo@example.com', 'walk corp.example', 'localhost', 'example.', '', '   ', '/relative/path.html']) {
      expect(withScheme(text), text).toBe(text);
    }
  });
});

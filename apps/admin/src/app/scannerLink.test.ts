import { describe, expect, it } from 'vitest';
import { scannerLinkTarget } from './scannerLink';

describe('scannerLinkTarget', () => {
  it('turns the scanner link into the scanner route and keeps other query parameters', () => {
    expect(scannerLinkTarget('http://site.test/admin?etn_action=ticket_scanner&event_id=5')).toBe('http://site.test/admin#/ticket-scanner/5');
    expect(scannerLinkTarget('http://site.test/admin/?page=x&etn_action=ticket_scanner&event_id=12#/events')).toBe('http://site.test/admin/?page=x#/ticket-scanner/12');
  });
  it('opens the event choice for a scanner link without a usable event', () => {
    expect(scannerLinkTarget('http://site.test/admin?etn_action=ticket_scanner&event_id=abc')).toBe('http://site.test/admin#/ticket-scanner');
    expect(scannerLinkTarget('http://site.test/admin?etn_action=ticket_scanner')).toBe('http://site.test/admin#/ticket-scanner');
  });
  it('leaves other admin URLs alone', () => {
    expect(scannerLinkTarget('http://site.test/admin#/events')).toBeNull();
  });
});

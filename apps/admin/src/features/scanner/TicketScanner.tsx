/** Issue #4: filled in by its feature. */
export default function TicketScanner() {
  return <div>TicketScanner</div>;
}

/** Issue #4: filled in by its feature. */
export default function BookingDetail() {
  return <div>BookingDetail</div>;
}

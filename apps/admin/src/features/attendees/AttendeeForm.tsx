/** Issue #4: filled in by its feature. */
export default function AttendeeForm() {
  return <div>AttendeeForm</div>;
}

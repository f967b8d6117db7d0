/** Issue #4: filled in by its feature. */
export default function AttendeeList() {
  return <div>AttendeeList</div>;
}

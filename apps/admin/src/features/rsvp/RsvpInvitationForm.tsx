/** Issue #4: filled in by its feature. */
export default function RsvpInvitationForm() {
  return <div>RsvpInvitationForm</div>;
}

import { VendorEvents } from './VendorEvents';
import { VendorLogin } from './VendorLogin';
import { useSession } from './sessionContext';

/** The multivendor form container: the login form for a visitor, a vendor's own events once logged in. */
export function VendorDashboard() {
  const { user } = useSession();
  return user ? <VendorEvents /> : <VendorLogin />;
}

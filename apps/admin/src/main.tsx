// The admin's entry: small on purpose. It starts the first screen's requests at once, then loads
// the app (app/start.tsx), whose chunks the server already preloads (see the server's
// site/adminAssets.ts), so the answers arrive while that code downloads and compiles.
import 'antd/dist/antd.css';
import './app/admin.css';
import { bootstrap } from './bootstrap';
import { startFirstScreenRequests } from './app/firstRequests';
import { scannerLinkTarget } from './app/scannerLink';

const scannerTarget = scannerLinkTarget(window.location.href);
if (scannerTarget) window.history.replaceState(null, '', scannerTarget);

const requests = startFirstScreenRequests(bootstrap, window.location.hash);
void import('./app/start').then(({ startAdmin }) => startAdmin(requests));

// The admin's entry: small on purpose. It starts the first screen's requests at once, then loads
// the app (app/start.tsx), whose chunks the server already preloads (see the server's
// site/adminAssets.ts), so the answers arrive while that code downloads and compiles.
// Only the first screen's part of antd's stylesheet blocks rendering; the app loads the whole
// sheet after the first paint (app/antdStyles.ts). The admin's own rules come with the app, after it.
import 'virtual:antd-first-screen.css';
import { bootstrap } from './bootstrap';
import { startFirstScreenRequests } from './app/firstRequests';
import { scannerLinkTarget } from './app/scannerLink';

const scannerTarget = scannerLinkTarget(window.location.href);
if (scannerTarget) window.history.replaceState(null, '', scannerTarget);

const requests = startFirstScreenRequests(bootstrap, window.location.hash);
void import('./app/start').then(({ startAdmin }) => startAdmin(requests));

// The admin's entry: small on purpose. It starts the first screen's requests and its language's
// files at once, then loads the app (app/start.tsx), whose chunks the server already preloads (see
// the server's site/adminAssets.ts), so the answers arrive while that code downloads and compiles;
// meanwhile it builds the list's Intl formatters (app/warmFormatters.ts).
// Only the first screen's part of antd's stylesheet blocks rendering; the app loads the whole
// sheet after the first paint (app/antdStyles.ts). The admin's own rules come with the app, after it.
import 'virtual:antd-first-screen.css';
import { bootstrap } from './bootstrap';
import { startFirstScreenRequests } from './app/firstRequests';
import { adminLanguage, loadLanguageFiles } from './app/languageFiles';
import { scannerLinkTarget } from './app/scannerLink';
import { warmListFormatters } from './app/warmFormatters';

const scannerTarget = scannerLinkTarget(window.location.href);
if (scannerTarget) window.history.replaceState(null, '', scannerTarget);

const requests = startFirstScreenRequests(bootstrap, window.location.hash);
void loadLanguageFiles(adminLanguage(bootstrap));
void import('./app/start').then(({ startAdmin }) => startAdmin(requests));
// In a task of its own: the imports above are requested only a few promise reactions later.
setTimeout(() => warmListFormatters(bootstrap));

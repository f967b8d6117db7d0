import { i18n } from '@lingui/core';
import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Redirect } from '../shared/Redirect';
import { Spin } from 'antd';
import { EventList } from '../features/events/EventList';
import { loadGutenbergLocale } from '../features/template-builder/gutenbergLocale';
import { lazyScreen } from './lazyScreen';
import { useSettings } from './useSettings';

/** A screen loaded when first opened (see lazyScreen). */
const screen = (load: () => Promise<{ default: ComponentType }>) => lazyScreen(load);

const EventCreate = screen(() => import('../features/events/editor/EventCreate'));
const EventEditor = screen(() => import('../features/events/editor/EventEditor'));
const EventsEmpty = screen(() => import('../features/events/EventsEmpty'));
const CategoryList = screen(() => import('../features/categories/CategoryList'));
const CategoryForm = screen(() => import('../features/categories/CategoryForm'));
const TagList = screen(() => import('../features/tags/TagList'));
const TagForm = screen(() => import('../features/tags/TagForm'));
const SpeakerList = screen(() => import('../features/speakers/SpeakerList'));
const SpeakerForm = screen(() => import('../features/speakers/SpeakerForm'));
const GroupList = screen(() => import('../features/groups/GroupList'));
const GroupForm = screen(() => import('../features/groups/GroupForm'));
const ScheduleList = screen(() => import('../features/schedules/ScheduleList'));
const ScheduleForm = screen(() => import('../features/schedules/ScheduleForm'));
const SchedulesEmpty = screen(() => import('../features/schedules/SchedulesEmpty'));
const AttendeeList = screen(() => import('../features/attendees/AttendeeList'));
const AttendeeForm = screen(() => import('../features/attendees/AttendeeForm'));
const PurchaseReport = screen(() => import('../features/purchase-report/PurchaseReport'));
const BookingDetail = screen(() => import('../features/purchase-report/BookingDetail'));
const TicketScanner = screen(() => import('../features/scanner/TicketScanner'));
const ScannerEventPicker = screen(() => import('../features/scanner/ScannerEventPicker'));
const RsvpEventList = screen(() => import('../features/rsvp/RsvpEventList'));
const RsvpReport = screen(() => import('../features/rsvp/RsvpReport'));
const RsvpInvitationForm = screen(() => import('../features/rsvp/RsvpInvitationForm'));
const RsvpModuleOff = screen(() => import('../features/rsvp/RsvpModuleOff'));

/** An RSVP report screen, or what says the RSVP module is off in Settings (modules.rsvp). */
function WhenRsvpOn({ screen: Screen }: { screen: ComponentType }) {
  return useSettings().modules.rsvp === 'off' ? <RsvpModuleOff /> : <Screen />;
}
const AccessControl = screen(() => import('../features/access-control/AccessControl'));
const LicensePage = screen(() => import('../features/license/LicensePage'));
const ApiTokens = screen(() => import('../features/api-tokens/ApiTokens'));
const AuditTrail = screen(() => import('../features/audit/AuditTrail'));
const UserList = screen(() => import('../features/users/UserList'));
const SettingsPage = screen(() => import('../features/settings/SettingsPage'));
const TemplateList = screen(() => import('../features/template-builder/TemplateList'));
/** The builder, once Gutenberg's own text is set in the admin's language (German; nothing to load in English). */
const TemplateEditor = screen(() => loadGutenbergLocale(i18n.locale).then(() => import('../features/template-builder/TemplateEditor')));
const ShortcodesPage = screen(() => import('../features/shortcodes/ShortcodesPage'));

/** The route table of SPEC §2 (hash routes); unknown paths go to /events (see {@link Redirect}). */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
      <Routes>
        <Route path="/events" element={<EventList />} />
        <Route path="/events/create" element={<EventCreate />} />
        <Route path="/events/create/:id/:section" element={<EventEditor />} />
        <Route path="/events/empty" element={<EventsEmpty />} />
        <Route path="/categories" element={<CategoryList />} />
        <Route path="/categories/create" element={<CategoryForm />} />
        <Route path="/categories/edit/:id" element={<CategoryForm />} />
        <Route path="/tags" element={<TagList />} />
        <Route path="/tags/create" element={<TagForm />} />
        <Route path="/tags/edit/:id" element={<TagForm />} />
        <Route path="/speakers" element={<SpeakerList />} />
        <Route path="/speakers/create" element={<SpeakerForm />} />
        <Route path="/speakers/edit/:id" element={<SpeakerForm />} />
        <Route path="/group" element={<GroupList />} />
        <Route path="/group/create" element={<GroupForm />} />
        <Route path="/schedules" element={<ScheduleList />} />
        <Route path="/schedules/create" element={<ScheduleForm />} />
        <Route path="/schedules/edit/:id" element={<ScheduleForm />} />
        <Route path="/schedules/empty" element={<SchedulesEmpty />} />
        <Route path="/attendees" element={<AttendeeList />} />
        <Route path="/attendees/event/:eventId" element={<AttendeeList />} />
        <Route path="/attendees/edit/:id" element={<AttendeeForm />} />
        <Route path="/purchase-report" element={<PurchaseReport />} />
        <Route path="/purchase-report/:eventId" element={<PurchaseReport />} />
        <Route path="/purchase-report/booking/:id" element={<BookingDetail />} />
        <Route path="/ticket-scanner" element={<ScannerEventPicker />} />
        <Route path="/ticket-scanner/:eventId" element={<TicketScanner />} />
        <Route path="/rsvp-report" element={<WhenRsvpOn screen={RsvpEventList} />} />
        <Route path="/rsvp-report/create" element={<WhenRsvpOn screen={RsvpInvitationForm} />} />
        <Route path="/rsvp-report/:eventId" element={<WhenRsvpOn screen={RsvpReport} />} />
        <Route path="/template-builder" element={<TemplateList />} />
        <Route path="/template-builder/:id" element={<TemplateEditor />} />
        <Route path="/users" element={<UserList />} />
        <Route path="/users/create" element={<UserList />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/shortcodes" element={<ShortcodesPage />} />
        <Route path="/access-control" element={<AccessControl />} />
        <Route path="/license" element={<LicensePage />} />
        <Route path="/api-tokens" element={<ApiTokens />} />
        <Route path="/audit" element={<AuditTrail />} />
        <Route path="*" element={<Redirect to="/events" />} />
      </Routes>
    </Suspense>
  );
}

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { MEDIA_PROVIDERS, MEDIA_SECTIONS } from '@placard/contract';
import LoginPage from './features/auth/LoginPage';
import { LoggedInRedirect } from './features/shell/LoggedInRedirect';
import { PublicLayout } from './features/shell/PublicLayout';
import type { ShellHandle } from './features/shell/AppShell';
import { lazyPage } from './app/newVersion';
import RouteErrorPage from './features/errors/RouteErrorPage';

// Everything but the login page is split out, so the login page downloads no authenticated page.
const AndroidPage = lazyPage(() => import('./features/android/AndroidPage'));
const RegisterPage = lazyPage(() => import('./features/register/RegisterPage'));
const VerifyEmailPage = lazyPage(() => import('./features/register/VerifyEmailPage'));
const ApproveUserPage = lazyPage(() => import('./features/register/ApproveUserPage'));
const ForgotPasswordPage = lazyPage(() => import('./features/auth/ForgotPasswordPage'));
const EmailSentPage = lazyPage(() => import('./features/auth/EmailSentPage'));
const NewPasswordPage = lazyPage(() => import('./features/auth/NewPasswordPage'));
const ConfirmEmailPage = lazyPage(() => import('./features/account/ConfirmEmailPage'));
const NotFoundPage = lazyPage(() => import('./features/errors/NotFoundPage'));

const AuthenticatedRoute = lazyPage(() => import('./features/shell/AuthenticatedRoute'));
const DashboardPage = lazyPage(() => import('./features/dashboard/DashboardPage'));
const AccountPage = lazyPage(() => import('./features/account/AccountPage'));
const HelpLayout = lazyPage(() => import('./features/help/HelpLayout'));
const HelpOverviewPage = lazyPage(() => import('./features/help/HelpOverviewPage'));
const ContactPage = lazyPage(() => import('./features/help/ContactPage'));
const SupportPage = lazyPage(() => import('./features/help/SupportPage'));
const HowToPage = lazyPage(() => import('./features/help/HowToPage'));
const ReleaseNotesPage = lazyPage(() => import('./features/help/ReleaseNotesPage'));
const UserManualPage = lazyPage(() => import('./features/help/UserManualPage'));
const UsersPage = lazyPage(() => import('./features/users/UsersPage'));
const OrganizationsPage = lazyPage(() => import('./features/organizations/OrganizationsPage'));
const OrganizationLayout = lazyPage(() => import('./features/organizations/layout/OrganizationLayout'));
const OrganizationInfoPage = lazyPage(() => import('./features/organizations/info/OrganizationInfoPage'));
const MoveOrganizationPage = lazyPage(() => import('./features/organizations/move/MoveOrganizationPage'));
const OrganizationLicenseTab = lazyPage(() => import('./features/licensing/OrganizationLicenseTab'));
const OrganizationAddonsTab = lazyPage(() => import('./features/licensing/OrganizationAddonsTab'));
const LicensingPage = lazyPage(() => import('./features/licensing/LicensingPage'));
const CreditsPage = lazyPage(() => import('./features/credits/CreditsPage'));
const OrganizationUsersTab = lazyPage(() => import('./features/users/OrganizationUsersTab'));
const OrganizationThemeTab = lazyPage(() => import('./features/theme/OrganizationThemeTab'));
const MediaPage = lazyPage(() => import('./features/media/MediaPage'));
const MediaSectionPage = lazyPage(() => import('./features/media/MediaSectionPage'));
const ProviderSearchPage = lazyPage(() => import('./features/providers/ProviderSearchPage'));
const CanvaPage = lazyPage(() => import('./features/canva/CanvaPage'));
const MenusListPage = lazyPage(() => import('./features/menus/MenusListPage'));
const MenuEditorPage = lazyPage(() => import('./features/menus/MenuEditorPage'));
const PlaylistsPage = lazyPage(() => import('./features/playlists/PlaylistsPage'));
const PlaylistSectionPage = lazyPage(() => import('./features/playlists/PlaylistSectionPage'));
const EditorPage = lazyPage(() => import('./editor/page/EditorPage'));
const DeviceManagementPage = lazyPage(() => import('./features/devices/DeviceManagementPage'));
const DevicesPage = lazyPage(() => import('./features/devices/list/DevicesPage'));
const GroupsPage = lazyPage(() => import('./features/devices/groups/GroupsPage'));
const ScheduleOverviewPage = lazyPage(
  () => import('./features/devices/schedule/overview/ScheduleOverviewPage'),
);
const DevicePage = lazyPage(() => import('./features/devices/device/DevicePage'));
const GroupPage = lazyPage(() => import('./features/devices/group/GroupPage'));
const AlertsPage = lazyPage(() => import('./features/alerts/AlertsPage'));
const AlertsListPage = lazyPage(() => import('./features/alerts/list/AlertsListPage'));
const AlertFormPage = lazyPage(() => import('./features/alerts/form/AlertFormPage'));
const IntegrationsPage = lazyPage(() => import('./features/integrations/IntegrationsPage'));
const IntegrationEditPage = lazyPage(() => import('./features/integrations/IntegrationEditPage'));
const CreditPurchasePage = lazyPage(() => import('./features/payments/CreditPurchasePage'));
const PaymentVerificationPage = lazyPage(() => import('./features/payments/PaymentVerificationPage'));

/** The slide editor takes the whole width below the app bar. */
const EDITOR_HANDLE: ShellHandle = { fullBleed: true };

/** The routes of spec section 2 that exist so far. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <LoggedInRedirect />,
        children: [
          { path: '/', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/register/verify', element: <VerifyEmailPage /> },
          { path: '/forgot', element: <ForgotPasswordPage /> },
          { path: '/emailsent', element: <EmailSentPage /> },
          { path: '/newpassword/:token', element: <NewPasswordPage /> },
        ],
      },
      { path: '/android', element: <AndroidPage /> },
      { path: '/register/user/approve', element: <ApproveUserPage /> },
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      { path: '/newpassword', element: <Navigate to="/forgot" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <AuthenticatedRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/home', element: <DashboardPage /> },
      { path: '/account', element: <AccountPage /> },
      // the breadcrumbs' Settings: the account's pages, where the user menu leads
      { path: '/settings', element: <Navigate to="/account" replace /> },
      // buying AI assistant credits, and the way back from Stripe's checkout
      { path: '/credits/buy', element: <CreditPurchasePage /> },
      { path: '/credits/payment', element: <PaymentVerificationPage /> },
      {
        path: '/help',
        element: <HelpLayout />,
        children: [
          { index: true, element: <HelpOverviewPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'support', element: <SupportPage /> },
          { path: 'howto', element: <HowToPage /> },
          { path: 'releasenotes', element: <ReleaseNotesPage /> },
          { path: 'usermanual', element: <UserManualPage /> },
        ],
      },
      { path: '/users', element: <UsersPage /> },
      { path: '/organizations', element: <OrganizationsPage /> },
      {
        path: '/organizations/:orgId',
        element: <OrganizationLayout />,
        children: [
          { index: true, element: <Navigate to="info" replace /> },
          { path: 'info', element: <OrganizationInfoPage /> },
          { path: 'license', element: <OrganizationLicenseTab /> },
          { path: 'addons', element: <OrganizationAddonsTab /> },
          { path: 'users', element: <OrganizationUsersTab /> },
          { path: 'theme', element: <OrganizationThemeTab /> },
          { path: 'move', element: <MoveOrganizationPage /> },
        ],
      },
      { path: '/licensing/:orgId', element: <LicensingPage /> },
      { path: '/credits', element: <CreditsPage /> },
      {
        path: '/media',
        element: <MediaPage />,
        children: [
          { index: true, element: <Navigate to="my" replace /> },
          // one page per section, keyed so that a section change starts from its top level
          ...MEDIA_SECTIONS.map((section) => ({
            path: section,
            element: <MediaSectionPage key={section} section={section} />,
          })),
          // the menus of the menu builder: library items of their own
          { path: 'menus', element: <MenusListPage /> },
          // free photos and GIFs of the stock providers, added to My media
          ...MEDIA_PROVIDERS.map((provider) => ({
            path: provider,
            element: <ProviderSearchPage key={provider} provider={provider} />,
          })),
          // the user's Canva designs, when the licence offers Canva
          { path: 'canva', element: <CanvaPage /> },
        ],
      },
      { path: '/media/menus/:menuId', element: <MenuEditorPage /> },
      {
        path: '/playlists',
        element: <PlaylistsPage />,
        children: [
          { index: true, element: <Navigate to="my" replace /> },
          // one page per section, keyed so that a section change starts from its top level
          ...MEDIA_SECTIONS.map((section) => ({
            path: section,
            element: <PlaylistSectionPage key={section} section={section} />,
          })),
        ],
      },
      { path: '/playlists/:playlistId', element: <EditorPage kind="playlist" />, handle: EDITOR_HANDLE },
      {
        path: '/devicemanagement',
        element: <DeviceManagementPage />,
        children: [
          { index: true, element: <Navigate to="devices" replace /> },
          { path: 'devices', element: <DevicesPage /> },
          { path: 'devices/add', element: <Navigate to="/devicemanagement/devices" replace /> },
          // the screen's code in the address opens Add device with it filled in
          { path: 'devices/add/:otp', element: <DevicesPage /> },
          { path: 'groups', element: <GroupsPage /> },
          { path: 'schedule', element: <ScheduleOverviewPage /> },
        ],
      },
      { path: '/devices/:deviceKey/:orgId', element: <DevicePage /> },
      { path: '/devicegroup/:groupId/:orgId', element: <GroupPage /> },
      { path: '/template/:templateId', element: <EditorPage kind="template" />, handle: EDITOR_HANDLE },
      {
        path: '/alerts',
        children: [
          {
            element: <AlertsPage />,
            children: [
              { index: true, element: <Navigate to="list" replace /> },
              { path: 'list', element: <AlertsListPage /> },
              { path: 'create', element: <AlertFormPage /> },
            ],
          },
          { path: 'integrations', element: <IntegrationsPage /> },
          // the organization acted for and the integration ('new' for a new one)
          { path: 'integrations/edit/:orgId/:integrationId', element: <IntegrationEditPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

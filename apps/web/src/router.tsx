import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { MEDIA_SECTIONS } from '@placard/contract';
import LoginPage from './features/auth/LoginPage';
import { LoggedInRedirect } from './features/shell/LoggedInRedirect';
import { PublicLayout } from './features/shell/PublicLayout';
import type { ShellHandle } from './features/shell/AppShell';

// Everything but the login page is split out, so the login page downloads no authenticated page.
const AndroidPage = lazy(() => import('./features/android/AndroidPage'));
const RegisterPage = lazy(() => import('./features/register/RegisterPage'));
const VerifyEmailPage = lazy(() => import('./features/register/VerifyEmailPage'));
const ApproveUserPage = lazy(() => import('./features/register/ApproveUserPage'));
const ForgotPasswordPage = lazy(() => import('./features/auth/ForgotPasswordPage'));
const EmailSentPage = lazy(() => import('./features/auth/EmailSentPage'));
const NewPasswordPage = lazy(() => import('./features/auth/NewPasswordPage'));
const ConfirmEmailPage = lazy(() => import('./features/account/ConfirmEmailPage'));
const NotFoundPage = lazy(() => import('./features/errors/NotFoundPage'));

const AuthenticatedRoute = lazy(() => import('./features/shell/AuthenticatedRoute'));
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage'));
const AccountPage = lazy(() => import('./features/account/AccountPage'));
const HelpLayout = lazy(() => import('./features/help/HelpLayout'));
const HelpOverviewPage = lazy(() => import('./features/help/HelpOverviewPage'));
const ContactPage = lazy(() => import('./features/help/ContactPage'));
const SupportPage = lazy(() => import('./features/help/SupportPage'));
const HowToPage = lazy(() => import('./features/help/HowToPage'));
const ReleaseNotesPage = lazy(() => import('./features/help/ReleaseNotesPage'));
const UserManualPage = lazy(() => import('./features/help/UserManualPage'));
const UsersPage = lazy(() => import('./features/users/UsersPage'));
const OrganizationsPage = lazy(() => import('./features/organizations/OrganizationsPage'));
const OrganizationLayout = lazy(() => import('./features/organizations/layout/OrganizationLayout'));
const OrganizationInfoPage = lazy(() => import('./features/organizations/info/OrganizationInfoPage'));
const MoveOrganizationPage = lazy(() => import('./features/organizations/move/MoveOrganizationPage'));
const OrganizationLicenseTab = lazy(() => import('./features/licensing/OrganizationLicenseTab'));
const OrganizationAddonsTab = lazy(() => import('./features/licensing/OrganizationAddonsTab'));
const LicensingPage = lazy(() => import('./features/licensing/LicensingPage'));
const OrganizationUsersTab = lazy(() => import('./features/users/OrganizationUsersTab'));
const OrganizationThemeTab = lazy(() => import('./features/theme/OrganizationThemeTab'));
const MediaPage = lazy(() => import('./features/media/MediaPage'));
const MediaSectionPage = lazy(() => import('./features/media/MediaSectionPage'));
const PlaylistsPage = lazy(() => import('./features/playlists/PlaylistsPage'));
const PlaylistSectionPage = lazy(() => import('./features/playlists/PlaylistSectionPage'));
const EditorPage = lazy(() => import('./features/playlists/editor/EditorPage'));
const DeviceManagementPage = lazy(() => import('./features/devices/DeviceManagementPage'));
const DevicesPage = lazy(() => import('./features/devices/list/DevicesPage'));
const GroupsPage = lazy(() => import('./features/devices/groups/GroupsPage'));
const DevicePage = lazy(() => import('./features/devices/device/DevicePage'));
const GroupPage = lazy(() => import('./features/devices/group/GroupPage'));

/** The slide editor takes the whole width below the app bar. */
const EDITOR_HANDLE: ShellHandle = { fullBleed: true };

/** The routes of spec section 2 that exist so far. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
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
    children: [
      { path: '/home', element: <DashboardPage /> },
      { path: '/account', element: <AccountPage /> },
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
        ],
      },
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
        ],
      },
      { path: '/devices/:deviceKey/:orgId', element: <DevicePage /> },
      { path: '/devicegroup/:groupId/:orgId', element: <GroupPage /> },
      { path: '/template/:templateId', element: <EditorPage kind="template" />, handle: EDITOR_HANDLE },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

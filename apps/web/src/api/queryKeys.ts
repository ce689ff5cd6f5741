import type {
  OwnSection,
  TMediaListRequest,
  TPlaylistSearchRequest,
  TScheduleOverviewRequest,
} from '@placard/contract';
import type { TDeviceListFilter } from './devices';
import type { ScheduleTarget } from './schedules';

/** Every TanStack Query key of the admin app, in one place. */
export const queryKeys = {
  authStatus: ['auth', 'status'] as const,
  sessionChecks: ['auth', 'check'] as const,
  sessionCheck: (path: string) => ['auth', 'check', path] as const,
  lastRole: ['auth', 'role'] as const,
  csrfToken: ['auth', 'csrf'] as const,
  me: ['users', 'me'] as const,
  /** Every user list (the caller's organization's and sub-organizations'), for invalidation. */
  userLists: ['users', 'list'] as const,
  /** Users of one organization; null is the caller's own (GET /users/list without organizationId). */
  userList: (organizationId: number | null) => ['users', 'list', organizationId] as const,
  organizationTheme: (organizationId: number) => ['organizations', organizationId, 'theme'] as const,
  organizationDetails: ['organizations', 'details'] as const,
  organization: (organizationId: number) => ['organizations', 'details', organizationId] as const,
  organizationTrees: ['organizations', 'tree'] as const,
  organizationTree: (organizationId: number) => ['organizations', 'tree', organizationId] as const,
  organizationSearches: ['organizations', 'search'] as const,
  organizationSearch: (organizationId: number, q: string) =>
    ['organizations', 'search', organizationId, q] as const,
  organizationParentPaths: ['organizations', 'parentpath'] as const,
  organizationParentPath: (organizationId: number) =>
    ['organizations', 'parentpath', organizationId] as const,
  organizationIsParent: (organizationId: number) => ['organizations', 'isparent', organizationId] as const,
  licensePackages: ['license', 'packages'] as const,
  publicConfig: ['config'] as const,
  content: (language: string) => ['content', language] as const,
  /** The dashboard of the organization acted for. */
  dashboard: (organizationId: number) => ['dashboard', organizationId] as const,
  license: ['license'] as const,
  licensePackage: (pkg: string) => ['license', 'packageinfo', pkg] as const,
  licenseInfo: (organizationId: number) => ['license', organizationId, 'info'] as const,
  licenseCredits: (organizationId: number) => ['license', organizationId, 'credits'] as const,
  assistantStatus: (playlistId: number) => ['assistant', playlistId] as const,
  licensePricing: (organizationId: number) => ['license', organizationId, 'pricing'] as const,
  /** Under the organization's credits, so that refreshing its balance refreshes its history too. */
  creditHistory: (organizationId: number) => ['license', organizationId, 'credits', 'history'] as const,
  creditHistoryPage: (organizationId: number, page: number) =>
    ['license', organizationId, 'credits', 'history', page] as const,
  subOrganizationCredits: ['license', 'sub-organization-credits'] as const,
  subOrganizationCreditsOf: (organizationId: number) =>
    ['license', 'sub-organization-credits', organizationId] as const,
  creditPackages: ['credits', 'packages'] as const,
  paymentVerification: (sessionId: string) => ['credits', 'payment', sessionId] as const,
  impersonation: ['impersonation'] as const,
  impersonationRequests: (kind: 'received' | 'accepted' | 'sent') =>
    ['impersonation', 'requests', kind] as const,
  impersonationLog: ['impersonation', 'log'] as const,
  impersonationCandidates: (organizationId: number) =>
    ['impersonation', 'candidates', organizationId] as const,
  /** Everything of the media library, for invalidation after a change. */
  media: ['media'] as const,
  mediaLists: ['media', 'list'] as const,
  mediaList: (request: TMediaListRequest) => ['media', 'list', request] as const,
  mediaInfo: (id: number) => ['media', 'info', id] as const,
  mediaFolders: (section: OwnSection) => ['media', 'folders', section] as const,
  mediaUsage: ['media', 'usage'] as const,
  mediaStockTargets: ['media', 'stock', 'targets'] as const,
  mediaStockRecipients: (mediaId: number) => ['media', 'stock', 'recipients', mediaId] as const,
  /** The stock photo and GIF providers the organization may search, and their searches. */
  mediaProviders: ['media-providers'] as const,
  providerSearch: (provider: string, kind: string, query: string) =>
    ['media-providers', 'search', provider, kind, query] as const,
  outsideServices: ['platform', 'services'] as const,
  /** Everything of the playlists, for invalidation after a change. */
  playlists: ['playlists'] as const,
  playlistSearch: (request: TPlaylistSearchRequest) => ['playlists', 'search', request] as const,
  playlistFolders: (section: OwnSection) => ['playlists', 'folders', section] as const,
  /** The playlist or template open in the editor (read once; the editor holds it afterwards). */
  playlistEditor: (playlistId: number) => ['playlists', 'editor', playlistId] as const,
  /** A widget's live data in the editor, by its source's key. */
  widgetPreview: (sourceKey: string) => ['widgets', 'preview', sourceKey] as const,
  /** Whether a website can be shown in a frame, by its address. */
  websiteCheck: (url: string) => ['widgets', 'website-check', url] as const,
  /** Places a weather widget's search found, by query and language. */
  weatherPlaces: (query: string, language: string) => ['widgets', 'places', language, query] as const,
  playlistStockRecipients: (playlistId: number) => ['playlists', 'stock', 'recipients', playlistId] as const,
  /** Everything of the schedules and the assignment pickers, for invalidation after a change. */
  schedules: ['schedules'] as const,
  schedule: (target: ScheduleTarget) =>
    ['schedules', target.type, target.type === 'device' ? target.deviceKey : target.groupId] as const,
  schedulePlaylists: ['schedules', 'playlists'] as const,
  scheduleOverview: (request: TScheduleOverviewRequest) => ['schedules', 'overview', request] as const,
  /** Everything of the screens and their groups, for invalidation after a change. */
  devices: ['devices'] as const,
  deviceLists: ['devices', 'list'] as const,
  deviceList: (organizationId: number, filter: TDeviceListFilter) =>
    ['devices', 'list', organizationId, filter] as const,
  deviceStats: (organizationId: number) => ['devices', 'stats', organizationId] as const,
  deviceInfo: (deviceKey: string) => ['devices', 'info', deviceKey] as const,
  deviceThumbnail: (deviceKey: string) => ['devices', 'thumbnail', deviceKey] as const,
  deviceGroupTree: (organizationId: number) => ['devices', 'groups', 'tree', organizationId] as const,
  deviceGroup: (groupId: number) => ['devices', 'groups', 'details', groupId] as const,
  deviceSubgroups: (groupId: number) => ['devices', 'groups', 'children', groupId] as const,
  deviceGroupDevices: (groupId: number) => ['devices', 'groups', 'devices', groupId] as const,
  /** Everything of the emergency alerts, for invalidation after a change. */
  alerts: ['alerts'] as const,
  alertList: ['alerts', 'list'] as const,
  alertReceipts: (alertId: number) => ['alerts', 'receipts', alertId] as const,
  /** Everything of the alert integrations, for invalidation after a change. */
  integrations: ['integrations'] as const,
  integrationList: ['integrations', 'list'] as const,
  /** Everything of the menus, for invalidation after a change. */
  menus: ['menus'] as const,
  menuList: ['menus', 'list'] as const,
  menu: (menuId: number) => ['menus', 'info', menuId] as const,
  /** The organization's colour palette of the editor. */
  palette: ['palette'] as const,
};

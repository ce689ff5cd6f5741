import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  THEME_IMAGE_FIELD,
  THEME_IMAGE_MAX_BYTES,
  ZCollateRequest,
  ZCreateSubOrganizationRequest,
  ZIsParentResponse,
  ZListOfOrgsRequest,
  ZOk,
  ZOrganization,
  ZOrganizationIdParams,
  ZOrganizationNodes,
  ZParentPath,
  ZResetThemeRequest,
  ZSubOrganizationsQuery,
  ZSupportEmails,
  ZTargetOrganizationRequest,
  ZTheme,
  ZThemeColorsRequest,
  ZTransferResponse,
  ZUpdateOrganizationRequest,
  ZUpdateOwnerRequest,
  ZUpdateWebsiteTitleRequest,
  ZUploadedUrl,
  ZWebsiteTitle,
} from '@placard/contract';
import { readSingleFile } from '../../platform/http/multipart.js';
import type { Deps } from '../../platform/deps.js';
import { plainJson } from '../../platform/http/plain-json.js';
import {
  getOrganization,
  isParent,
  parentPathOf,
  supportEmailsOf,
  updateOrganization,
  updateSupportEmails,
} from './organizations.details.usecases.js';
import {
  createSubOrganization,
  deleteOrganization,
  moveOrganization,
  transferOrganization,
  updateOwner,
} from './organizations.lifecycle.usecases.js';
import {
  resetTheme,
  themeOf,
  updateThemeColors,
  updateWebsiteTitle,
  uploadThemeImage,
  websiteTitleOf,
  type ThemeImage,
} from './organizations.theme.usecases.js';
import { allSubOrganizations, listOfOrganizations, subOrganizations } from './organizations.tree.usecases.js';
import { setCollation, verifyCollation } from './collation.usecases.js';

const tags = ['organizations'];

const manage = 'sidebar_organizations' as const;
const params = ZOrganizationIdParams;
/** The stored addresses as answered (ZSupportEmails has input transforms, which cannot serialize). */
const ZSupportEmailsAnswer = z.object({
  customerSupportEmail: z.string().nullable(),
  customerContactEmail: z.string().nullable(),
});

/** The one file of a theme image upload, read into memory up to the size limit. */
export const organizationsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organizations/:id',
      {
        schema: { tags, summary: 'An organization', params, response: { 200: ZOrganization } },
        config: { permission: manage },
      },
      (request) => getOrganization(deps, request.auth, request.params.id),
    );

    app.post(
      '/organizations/getListOfOrgs',
      {
        schema: {
          tags,
          summary: 'The listed organizations the caller may reach',
          body: ZListOfOrgsRequest,
          response: { 200: ZOrganizationNodes },
        },
        ...plainJson,
        config: { permission: manage, reads: true },
      },
      (request) => listOfOrganizations(deps, request.auth, request.body.organizationsList),
    );

    app.get(
      '/organizations/:id/suborganizations',
      {
        schema: {
          tags,
          summary: 'Direct sub-organizations, or with q every sub-organization whose name contains it',
          params,
          querystring: ZSubOrganizationsQuery,
          response: { 200: ZOrganizationNodes },
        },
        ...plainJson,
        config: { permission: manage },
      },
      (request) => subOrganizations(deps, request.auth, request.params.id, request.query.q),
    );

    app.get(
      '/organizations/:id/allsuborganizations',
      {
        schema: {
          tags,
          summary: 'Every sub-organization at any level, in tree order',
          params,
          response: { 200: ZOrganizationNodes },
        },
        ...plainJson,
        config: { permission: manage },
      },
      (request) => allSubOrganizations(deps, request.auth, request.params.id),
    );

    app.post(
      '/organizations/:id/suborganizations/create',
      {
        schema: {
          tags,
          summary: 'Create a sub-organization with its licence and owner',
          params,
          body: ZCreateSubOrganizationRequest,
          response: { 200: ZOrganization },
        },
        config: { permission: manage },
      },
      (request) => createSubOrganization(deps, request.auth, request.params.id, request.body),
    );

    app.post(
      '/organizations/:id/update',
      {
        schema: {
          tags,
          summary: "Change an organization's details",
          params,
          body: ZUpdateOrganizationRequest,
          response: { 200: ZOrganization },
        },
        config: { permission: manage },
      },
      (request) => updateOrganization(deps, request.auth, request.params.id, request.body),
    );

    app.post(
      '/organizations/:id/updateOwner',
      {
        schema: {
          tags,
          summary: "Change an organization's owner",
          params,
          body: ZUpdateOwnerRequest,
          response: { 200: ZOrganization },
        },
        config: { permission: manage },
      },
      (request) => updateOwner(deps, request.auth, request.params.id, request.body),
    );

    app.get(
      '/organizations/:id/theme',
      {
        schema: {
          tags,
          summary: "An organization's theme: colours, logo, home background and website title",
          params,
          response: { 200: ZTheme },
        },
        config: { permission: 'session' },
      },
      (request) => themeOf(deps, request.auth, request.params.id),
    );

    app.post(
      '/organizations/:id/updateThemeColors',
      {
        schema: {
          tags,
          summary: "Change an organization's theme colours",
          params,
          body: ZThemeColorsRequest,
          response: { 200: ZTheme },
        },
        config: { permission: manage },
      },
      (request) => updateThemeColors(deps, request.auth, request.params.id, request.body),
    );

    const imageRoute = (path: string, kind: ThemeImage, summary: string) =>
      app.post(
        path,
        {
          schema: {
            tags,
            summary,
            params,
            consumes: ['multipart/form-data'],
            response: { 200: ZUploadedUrl },
          },
          config: { permission: manage },
        },
        async (request) =>
          uploadThemeImage(
            deps,
            request.auth,
            request.params.id,
            kind,
            await readSingleFile(request, THEME_IMAGE_FIELD, THEME_IMAGE_MAX_BYTES),
          ),
      );
    imageRoute('/organizations/:id/updateThemeLogo', 'logo', "Upload an organization's logo");
    imageRoute(
      '/organizations/:id/updateThemeBackground',
      'background',
      "Upload an organization's home background",
    );

    app.post(
      '/organizations/:id/resetTheme',
      {
        schema: {
          tags,
          summary: 'Put theme properties back to their defaults',
          params,
          body: ZResetThemeRequest,
          response: { 200: ZTheme },
        },
        config: { permission: manage },
      },
      (request) => resetTheme(deps, request.auth, request.params.id, request.body.propertyList),
    );

    app.get(
      '/organizations/:id/exdata/websitetitle',
      {
        schema: {
          tags,
          summary: "An organization's website title",
          params,
          response: { 200: ZWebsiteTitle },
        },
        config: { permission: 'session' },
      },
      (request) => websiteTitleOf(deps, request.auth, request.params.id),
    );

    app.post(
      '/organizations/:id/updateWebsiteTitle',
      {
        schema: {
          tags,
          summary: "Change an organization's website title",
          params,
          body: ZUpdateWebsiteTitleRequest,
          response: { 200: ZWebsiteTitle },
        },
        config: { permission: manage },
      },
      (request) => updateWebsiteTitle(deps, request.auth, request.params.id, request.body.title),
    );

    app.get(
      '/organizations/:id/exdata/emails',
      {
        schema: {
          tags,
          summary: "An organization's support e-mails",
          params,
          response: { 200: ZSupportEmailsAnswer },
        },
        config: { permission: manage },
      },
      (request) => supportEmailsOf(deps, request.auth, request.params.id),
    );

    app.post(
      '/organizations/updateSupportEmails/:id',
      {
        schema: {
          tags,
          summary: "Change an organization's support e-mails",
          params,
          body: ZSupportEmails,
          response: { 200: ZSupportEmailsAnswer },
        },
        config: { permission: manage },
      },
      (request) => updateSupportEmails(deps, request.auth, request.params.id, request.body),
    );

    app.get(
      '/organizations/:id/parentpath',
      {
        schema: {
          tags,
          summary: "The organizations from the caller's own down to this one",
          params,
          response: { 200: ZParentPath },
        },
        config: { permission: manage },
      },
      (request) => parentPathOf(deps, request.auth, request.params.id),
    );

    app.get(
      '/organizations/:id/isparent',
      {
        schema: {
          tags,
          summary: 'Whether an organization has sub-organizations',
          params,
          response: { 200: ZIsParentResponse },
        },
        config: { permission: manage },
      },
      async (request) => ({ success: await isParent(deps, request.auth, request.params.id) }),
    );

    app.post(
      '/organizations/:id/move',
      {
        schema: {
          tags,
          summary: 'Move a sub-organization under another organization',
          params,
          body: ZTargetOrganizationRequest,
          response: { 200: ZOrganization },
        },
        config: { permission: manage },
      },
      (request) => moveOrganization(deps, request.auth, request.params.id, request.body.targetOrganizationId),
    );

    app.post(
      '/organizations/:id/transfer',
      {
        schema: {
          tags,
          summary: "Give a sub-organization's users and data to another organization",
          params,
          body: ZTargetOrganizationRequest,
          response: { 200: ZTransferResponse },
        },
        config: { permission: manage },
      },
      async (request) => ({
        success: true as const,
        ...(await transferOrganization(
          deps,
          request.auth,
          request.params.id,
          request.body.targetOrganizationId,
        )),
      }),
    );

    app.delete(
      '/organizations/:id',
      {
        schema: {
          tags,
          summary: 'Delete a sub-organization and everything it holds',
          params,
          response: { 200: ZOk },
        },
        config: { permission: manage },
      },
      async (request) => {
        await deleteOrganization(deps, request.auth, request.params.id);
        return { success: true as const };
      },
    );

    app.post(
      '/organizations/:id/collate',
      {
        schema: {
          tags,
          summary: 'Let people who register with the e-mail domain join the organization',
          params,
          body: ZCollateRequest,
          response: { 200: ZOrganization },
        },
        config: { permission: manage },
      },
      (request) => setCollation(deps, request.auth, request.params.id, request.body),
    );

    app.post(
      '/organizations/:id/collate/verify',
      {
        schema: {
          tags,
          summary:
            "Check the domain's TXT record placard-verification=<token> and activate joining by domain",
          params,
          response: { 200: ZOrganization },
        },
        config: { permission: manage },
      },
      (request) => verifyCollation(deps, request.auth, request.params.id),
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddCreditsRequest,
  ZAddCreditsResponse,
  ZCreditHistory,
  ZCreditHistoryQuery,
  ZCredits,
  ZDemoExtensionResponse,
  ZLicenseInfo,
  ZLicenseInfoRequest,
  ZLicenseUpdateRequest,
  ZOrganizationIdParams,
  ZOrganizationIdPathParams,
  ZPackageInfo,
  ZPackageInfoRequest,
  ZPricing,
  ZPricingUpdateRequest,
  ZSubOrganizationCreditsList,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { creditHistoryFor, subOrganizationCredits } from './credits.usecases.js';
import {
  addCreditsTo,
  creditsFor,
  extendTrial,
  licenseInfo,
  listPackages,
  packageInfoOf,
  pricingFor,
  updateLicense,
  updatePricing,
} from './licensing.manage.usecases.js';

const tags = ['licence'];
const permission = 'sidebar_organizations' as const;

export const licensingRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/license/packages',
      {
        schema: {
          tags,
          summary: 'The licence packages and their limits',
          response: { 200: z.array(ZPackageInfo) },
        },
        config: { permission },
      },
      () => listPackages(),
    );

    app.post(
      '/license/packageinfo',
      {
        schema: {
          tags,
          summary: "A package's limits and switches (the trial for an unknown name)",
          body: ZPackageInfoRequest,
          response: { 200: ZPackageInfo },
        },
        config: { permission, reads: true },
      },
      (request) => packageInfoOf(request.body.package),
    );

    app.post(
      '/license/info',
      {
        schema: {
          tags,
          summary: "An organization's licence, with what the caller may do with it",
          body: ZLicenseInfoRequest,
          response: { 200: ZLicenseInfo },
        },
        config: { permission, reads: true },
      },
      (request) => licenseInfo(deps, request.auth, request.body.organizationId),
    );

    app.post(
      '/license/update',
      {
        schema: {
          tags,
          summary: "Change a sub-organization's licence",
          body: ZLicenseUpdateRequest,
          response: { 200: ZLicenseInfo },
        },
        config: { permission },
      },
      (request) => updateLicense(deps, request.auth, request.body.data),
    );

    app.get(
      '/license/:organizationId/demo-extension',
      {
        schema: {
          tags,
          summary: 'Extend a trial once by 30 days',
          params: ZOrganizationIdPathParams,
          response: { 200: ZDemoExtensionResponse },
        },
        config: { permission },
      },
      (request) => extendTrial(deps, request.auth, request.params.organizationId),
    );

    app.get(
      '/license/:organizationId/credits',
      {
        schema: {
          tags,
          summary: "An organization's AI assistant credits",
          params: ZOrganizationIdPathParams,
          response: { 200: ZCredits },
        },
        config: { permission },
      },
      (request) => creditsFor(deps, request.auth, request.params.organizationId),
    );

    app.get(
      '/license/:organizationId/credits/history',
      {
        schema: {
          tags,
          summary: "A page of an organization's credit history, newest first",
          params: ZOrganizationIdPathParams,
          querystring: ZCreditHistoryQuery,
          response: { 200: ZCreditHistory },
        },
        config: { permission },
      },
      (request) => creditHistoryFor(deps, request.auth, request.params.organizationId, request.query.page),
    );

    app.get(
      '/license/:organizationId/credits/sub-organizations',
      {
        schema: {
          tags,
          summary: "The credits of an organization's direct sub-organizations",
          params: ZOrganizationIdPathParams,
          response: { 200: ZSubOrganizationCreditsList },
        },
        config: { permission },
      },
      (request) => subOrganizationCredits(deps, request.auth, request.params.organizationId),
    );

    app.post(
      '/license/:organizationId/credits/add',
      {
        schema: {
          tags,
          summary: 'Add AI assistant credits to a sub-organization',
          params: ZOrganizationIdPathParams,
          body: ZAddCreditsRequest,
          response: { 200: ZAddCreditsResponse },
        },
        config: { permission },
      },
      async (request) => ({
        success: true as const,
        credits: await addCreditsTo(
          deps,
          request.auth,
          request.params.organizationId,
          request.body.numberOfCredits,
        ),
      }),
    );

    app.get(
      '/organizations/:id/license/pricing',
      {
        schema: {
          tags,
          summary: 'What a sub-organization is charged, per item',
          params: ZOrganizationIdParams,
          response: { 200: ZPricing },
        },
        config: { permission },
      },
      (request) => pricingFor(deps, request.auth, request.params.id),
    );

    app.post(
      '/organizations/:id/license/pricing/update',
      {
        schema: {
          tags,
          summary: 'Set the price of one item for a sub-organization',
          params: ZOrganizationIdParams,
          body: ZPricingUpdateRequest,
          response: { 200: ZPricing },
        },
        config: { permission },
      },
      (request) => updatePricing(deps, request.auth, request.params.id, request.body),
    );
  };

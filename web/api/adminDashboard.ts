import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardRange } from '#common/catalogue/admin';
import { adminEndpoints } from '#common/endpoints/admin';
import { adminKeys } from './admin';
import { callEndpoint } from './client';

const dashboardQuery = (range: DashboardRange) =>
  queryOptions({
    queryKey: adminKeys.dashboard(range),
    queryFn: ({ signal }) => callEndpoint(adminEndpoints.dashboard, {}, { query: { range }, signal }),
  });

export const useAdminDashboard = (range: DashboardRange) => useQuery(dashboardQuery(range));

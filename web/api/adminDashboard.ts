import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardRange } from '#common/catalogue/admin';
import type { AdminDashboard } from '#common/contract';
import { adminKeys } from './admin';
import { apiRequest } from './client';

const dashboardQuery = (range: DashboardRange) =>
  queryOptions({
    queryKey: adminKeys.dashboard(range),
    queryFn: ({ signal }) => apiRequest<AdminDashboard>(`/api/admin/dashboard?range=${range}`, { signal }),
  });

export const useAdminDashboard = (range: DashboardRange) => useQuery(dashboardQuery(range));

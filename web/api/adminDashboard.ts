import { useQuery } from '@tanstack/react-query';
import type { DashboardRange } from '#common/catalogue';
import { adminDashboardSchema } from '#common/contract';
import { adminKeys } from './admin';
import { apiRequest } from './client';

export const useAdminDashboard = (range: DashboardRange) =>
  useQuery({
    queryKey: [...adminKeys.all, 'dashboard', range],
    queryFn: () => apiRequest(`/api/admin/dashboard?range=${range}`, { schema: adminDashboardSchema }),
  });

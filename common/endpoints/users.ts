import type { z } from 'zod';
import type {
  deleteAccountBodySchema,
  DeleteAccountResponse,
  ProfileResponse,
  updateProfileBodySchema,
  UserStats,
} from '../contract';
import { endpoint } from '../endpoint';

/** The signed-in user's own account: profile, statistics, a copy of its data, deletion. */
export const userEndpoints = {
  profile: endpoint<ProfileResponse, z.input<typeof updateProfileBodySchema>>()('PATCH', '/api/user/profile'),
  stats: endpoint<UserStats>()('GET', '/api/user/stats'),
  deleteAccount: endpoint<DeleteAccountResponse, z.input<typeof deleteAccountBodySchema>>()(
    'DELETE',
    '/api/user/account',
  ),
  /** A download (JSON and e-books in one file), never a JSON answer. */
  dataExport: endpoint<never>()('GET', '/api/user/export'),
};

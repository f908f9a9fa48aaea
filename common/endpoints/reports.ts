import type { z } from 'zod';
import type { ReportResult, reportStoryBodySchema } from '../contract';
import { endpoint } from '../endpoint';

/** A reader reports a story. */
export const reportEndpoints = {
  report: endpoint<ReportResult, z.input<typeof reportStoryBodySchema>>()('POST', '/api/stories/:id/report'),
};

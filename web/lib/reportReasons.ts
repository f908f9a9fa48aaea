/** Report reasons as the web names them. */

import type { ReportReason } from '#common/catalogue/community';

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  minor: 'Involves a minor',
  non_consent: 'Non-consensual content',
  real_person: 'Depicts a real person',
  hate: 'Hate or harassment',
  spam: 'Spam or misleading',
  other: 'Something else',
};

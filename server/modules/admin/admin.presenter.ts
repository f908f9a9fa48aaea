import type { AdminAuditEntry, AdminStory, AdminUser, ReportedStory } from '#common/contract';
import { isPublicAccess } from '#common/rules/access';
import { excerpt } from '#common/rules/excerpt';
import { isPremiumUser } from '#server/policies/viewer';
import { authorName } from '../stories/story.presenter';
import type { PendingReportRow, ReportedStoryRecord } from './adminReports.repo';
import type { AdminStoryRecord } from './adminStories.repo';
import type { AdminUserRecord } from './adminUsers.repo';
import type { AuditRow } from './adminAudit.repo';

/** A user as the admin lists show them: picked fields only, never password or provider material. */
export function presentAdminUser({ user, storyCount }: Pick<AdminUserRecord, 'user' | 'storyCount'>): AdminUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    subscription: user.subscription,
    isPremium: isPremiumUser(user),
    textCredits: user.textCredits,
    audioCredits: user.audioCredits,
    createdAt: user.createdAt.toISOString(),
    storyCount,
    ageVerified: user.ageVerifiedAt !== null,
  };
}

export function presentAdminStory({
  story,
  ownerName,
  opening,
  contentLength,
  chapterCount,
}: AdminStoryRecord): AdminStory {
  return {
    _id: story.id,
    title: story.title,
    content: excerpt(opening),
    contentLength,
    userId: story.userId,
    userName: ownerName,
    isPublic: isPublicAccess(story.accessType),
    accessType: story.accessType,
    likes: story.likes,
    plays: story.plays,
    upvotes: story.upvotes,
    downvotes: story.downvotes,
    createdAt: story.createdAt.toISOString(),
    chapterCount,
  };
}

export function presentAuditEntry(row: AuditRow): AdminAuditEntry {
  return {
    _id: row.id,
    adminId: row.adminId,
    adminEmail: row.adminEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentReportedStory(record: ReportedStoryRecord, reports: PendingReportRow[]): ReportedStory {
  const counts = new Map<ReportedStory['reasons'][number]['reason'], number>();
  for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return {
    storyId: record.story.id,
    title: record.story.title,
    content: record.opening,
    userId: record.story.userId,
    userName: authorName(record.ownerName, record.story.userId),
    authorBanned: record.authorBanned,
    accessType: record.story.accessType,
    hiddenReason: record.story.hiddenReason,
    reportCount: record.reportCount,
    reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    reports: reports.map((report) => ({
      reason: report.reason,
      note: report.note,
      reporterId: report.userId,
      reporterName: authorName(report.reporterName, report.userId),
      createdAt: report.createdAt.toISOString(),
    })),
    lastReportedAt: record.lastReportedAt.toISOString(),
  };
}

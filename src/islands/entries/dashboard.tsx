/**
 * The dashboard's islands as one module. Astro loads an island by its module's address, so five islands
 * imported from five files were five entry scripts, each with its own small shared chunks: on a slow
 * link over HTTP/1.1, six requests at a time, every extra file is a share of a round trip. Imported from
 * here they are one entry, and what only they use travels in it. Each island still hydrates on its own.
 */
export { DashboardStats, DashboardStatsSkeleton } from '../dashboard/DashboardStats.tsx';
export { DashboardCharts, DashboardChartsSkeleton } from '../dashboard/DashboardCharts.tsx';
export { ReferralLinks, ReferralLinksSkeleton } from '../dashboard/ReferralLinks.tsx';
export { NewsPopups } from '../dashboard/NewsPopups.tsx';
export { TaskDashboard, TaskDashboardSkeleton } from '../tasks/TaskDashboard.tsx';

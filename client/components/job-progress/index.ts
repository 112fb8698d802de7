export { JobProgress } from './job-progress';
export { JobProgressView } from './job-progress-view';

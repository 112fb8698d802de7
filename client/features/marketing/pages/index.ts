export { LandingPage } from './landing-page';
export { MarketingPage } from './marketing-page';

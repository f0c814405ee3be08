export { OnboardingJourney } from './components/onboarding-journey';

export { SignInView, authPanelParam } from './components/sign-in-view';
export { SignUpView } from './components/sign-up-view';
export { ForgotPasswordView } from './components/forgot-password-view';
export { ResetPasswordForm } from './components/reset-password-form';
export type { AuthView } from './components/auth-links';
export { AuthSlideOutPanel } from './components/auth-slide-out-panel';
export { CreatePasswordForm } from './components/create-password-form';
export { EmailVerificationView } from './components/email-verification-view';
export { SignUpForm } from './components/sign-up-form';

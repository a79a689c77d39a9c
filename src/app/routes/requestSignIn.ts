import { startSignIn } from '@/features/auth/signInRedirect';

/** What a feature page calls to send an anonymous visitor to sign in and back to `returnPath`. */
export const requestSignIn = (returnPath: string) => startSignIn(returnPath);

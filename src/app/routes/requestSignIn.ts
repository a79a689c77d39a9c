import { startSignIn } from '@/features/auth';

/** What a feature page calls to send an anonymous visitor to sign in and back to `returnPath`. */
export const requestSignIn = (returnPath: string) => startSignIn(returnPath);

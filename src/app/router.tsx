// The pages, each a lazy chunk. Pages inside the app frame fail inside it (the header stays).
// Declarative routes: the app has no loaders or actions, and the data router would cost the first
// page about 16 KB gzip.
import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { paths } from '@/config/paths';
import { lazyPart, type LazyPartOptions } from '@/components/lazy';
import { AppLayout } from './layout/AppLayout';
import { PageBoundary } from './layout/PageBoundary';
import { RootLayout } from './layout/RootLayout';

type PageModule = { default: ComponentType };

/** A page in the MUI scope with the pages' messages, unless `needs` says it does without. */
const routePage = (load: () => Promise<PageModule>, needs: LazyPartOptions = {}) =>
  lazyPart(load, { page: true, mui: true, pageMessages: true, ...needs });

// Home is the first page: built on the shell, no MUI scope.
const HomePage = routePage(() => import(/* webpackChunkName: "page-home" */ './routes/HomePage'), {
  pageMessages: false,
  mui: false,
});
const RegisterPage = routePage(
  () => import(/* webpackChunkName: "page-register" */ '@/features/auth/components/RegisterPage'),
);
const NotFoundPage = routePage(() => import(/* webpackChunkName: "page-not-found" */ './routes/NotFoundPage'), {
  pageMessages: false,
});
const CallbackPage = routePage(
  () => import(/* webpackChunkName: "page-callback" */ '@/features/auth/components/CallbackPage'),
  {
    pageMessages: false,
  },
);
const VotePage = routePage(() => import(/* webpackChunkName: "page-vote" */ './routes/VoteRoute'));
const TransfersPage = routePage(() => import(/* webpackChunkName: "page-transfers" */ './routes/TransfersRoute'));
const AnalyticsPage = routePage(() => import(/* webpackChunkName: "page-analytics" */ './routes/AnalyticsRoute'));
const WalletPage = routePage(() => import(/* webpackChunkName: "page-wallet" */ './routes/WalletRoute'));
const TransactionsPage = routePage(
  () => import(/* webpackChunkName: "page-transactions" */ '@/features/transactions/components/TransactionsPage'),
);
const TransactionDetailPage = routePage(
  () =>
    import(
      /* webpackChunkName: "page-transaction-detail" */ '@/features/transactions/components/TransactionDetailPage'
    ),
);
// Inline build flag: production builds drop the demo login page and the fixture backend it loads.
const DemoLoginPage =
  process.env.APP_DEMO === '1'
    ? routePage(() => import(/* webpackChunkName: "page-demo-login" */ '@/features/demo/components/DemoLoginPage'))
    : null;

/** Pages by route, for preloadRoute (the frameless demo login page is left to load when shown). */
const PAGES_BY_PATH = [
  [paths.home, HomePage],
  [paths.register, RegisterPage],
  [paths.callback, CallbackPage],
  [paths.vote, VotePage],
  [paths.transfers, TransfersPage],
  [paths.analytics, AnalyticsPage],
  [paths.wallet, WalletPage],
  [paths.transactions, TransactionsPage],
  [paths.transactionDetail, TransactionDetailPage],
] as const;

/** Fetches the chunk of the page at `pathname`; resolves when it is here (or failed: rendering it fetches again, and its boundary reports a failure). */
export function preloadRoute(pathname: string): Promise<void> {
  const page = PAGES_BY_PATH.find(([path]) => matchPath({ path, end: true }, pathname))?.[1] ?? NotFoundPage;
  return page.preload().catch(() => undefined);
}

export interface AppRoutesProps {
  /** Demo mode adds the stand-in login page. */
  demo: boolean;
}

/** Every route of the app; render inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes({ demo }: AppRoutesProps) {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<AppLayout />}>
          {/* While a framed page's chunk arrives, the app bar shows and RootLayout's bar runs. */}
          <Route element={<PageBoundary />}>
            <Route index element={<HomePage />} />
            <Route path={paths.register} element={<RegisterPage />} />
            <Route path={paths.vote} element={<VotePage />} />
            <Route path={paths.analytics} element={<AnalyticsPage />} />
            <Route path={paths.transfers} element={<TransfersPage />} />
            <Route path={paths.wallet} element={<WalletPage />} />
            <Route path={paths.transactions} element={<TransactionsPage />} />
            <Route path={paths.transactionDetail} element={<TransactionDetailPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
        <Route element={<PageBoundary fallback={<FullScreenLoader />} />}>
          <Route path={paths.callback} element={<CallbackPage />} />
          {demo && DemoLoginPage && <Route path={paths.demoLogin} element={<DemoLoginPage />} />}
        </Route>
      </Route>
    </Routes>
  );
}

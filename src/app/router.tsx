/**
 * The pages. Every page is a lazy chunk, so the first page loads only what it needs; the demo
 * login page exists only in demo mode. Pages inside the app frame fail inside it (the header
 * stays); /callback and the demo login page have no frame.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import type { AppConfig } from '@/config/appConfig';
import { paths } from '@/config/paths';
import { getConfig } from '@/config/runtimeConfig';
import { AppLayout } from './layout/AppLayout';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './layout/RouteErrorPage';

type PageModule = { default: ComponentType };

/** A route's `lazy` for a module whose default export is the page. */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

export function appRoutes(config: Pick<AppConfig, 'demo'>): RouteObject[] {
  const framedPages: RouteObject[] = [
    { index: true, lazy: page(() => import(/* webpackChunkName: "page-home" */ './routes/HomePage')) },
    {
      path: paths.register,
      lazy: page(() => import(/* webpackChunkName: "page-register" */ '@/features/auth/components/RegisterPage')),
    },
    { path: '*', lazy: page(() => import(/* webpackChunkName: "page-not-found" */ './routes/NotFoundPage')) },
  ];
  const barePages: RouteObject[] = [
    {
      path: paths.callback,
      lazy: page(() => import(/* webpackChunkName: "page-callback" */ '@/features/auth/components/CallbackPage')),
    },
  ];
  if (config.demo) {
    barePages.push({
      path: paths.demoLogin,
      lazy: page(() => import(/* webpackChunkName: "page-demo-login" */ '@/features/demo/DemoLoginPage')),
    });
  }
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first page's chunk arrives.
      hydrateFallbackElement: <FullScreenLoader />,
      children: [
        { element: <AppLayout />, children: [{ errorElement: <RouteErrorPage />, children: framedPages }] },
        ...barePages,
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes(getConfig()));
}

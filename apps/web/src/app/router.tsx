import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layouts/app-layout.tsx';
import { paths } from '../config/paths.ts';
import { GuestOnly, RequireAuth } from '../features/auth/components/require-auth.tsx';
import { LandingRoute } from './routes/landing.tsx';

// The landing page ships in the first bundle; every other page loads when first visited.
const HowItWorksRoute = lazy(() =>
  import('./routes/how-it-works.tsx').then((m) => ({ default: m.HowItWorksRoute })),
);
const PricingRoute = lazy(() => import('./routes/pricing.tsx').then((m) => ({ default: m.PricingRoute })));
const LoginRoute = lazy(() => import('./routes/login.tsx').then((m) => ({ default: m.LoginRoute })));
const DashboardRoute = lazy(() =>
  import('./routes/dashboard.tsx').then((m) => ({ default: m.DashboardRoute })),
);
const ProfileRoute = lazy(() => import('./routes/profile.tsx').then((m) => ({ default: m.ProfileRoute })));
const ResumesRoute = lazy(() => import('./routes/resumes.tsx').then((m) => ({ default: m.ResumesRoute })));
const ResumeEditRoute = lazy(() =>
  import('./routes/resume-edit.tsx').then((m) => ({ default: m.ResumeEditRoute })),
);
const ApplicationsRoute = lazy(() =>
  import('./routes/applications.tsx').then((m) => ({ default: m.ApplicationsRoute })),
);
const ApplicationDocumentsRoute = lazy(() =>
  import('./routes/application-documents.tsx').then((m) => ({ default: m.ApplicationDocumentsRoute })),
);

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home, element: <LandingRoute /> },
      { path: paths.howItWorks, element: <HowItWorksRoute /> },
      { path: paths.pricing, element: <PricingRoute /> },
      { element: <GuestOnly />, children: [{ path: paths.login, element: <LoginRoute /> }] },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.dashboard, element: <DashboardRoute /> },
          { path: paths.profile, element: <ProfileRoute /> },
          { path: paths.resumes, element: <ResumesRoute /> },
          { path: paths.resumeEdit, element: <ResumeEditRoute /> },
          { path: paths.applications, element: <ApplicationsRoute /> },
          { path: paths.applicationDocuments, element: <ApplicationDocumentsRoute /> },
        ],
      },
      // The old /my-resumes links bring the user back to their resumes.
      { path: paths.myResumes, element: <Navigate to={paths.resumes} replace /> },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

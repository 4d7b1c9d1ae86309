import type { MeAnswer } from '@vibe/contracts/admin';
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AdminLayout } from './components/admin-layout.tsx';
import { ScreenErrorBoundary } from './components/screen-error-boundary.tsx';
import { ScreenLoading } from './components/screen-loading.tsx';
import {
  AccountScreen,
  AnswersScreen,
  AuditScreen,
  InterviewScreen,
  OverviewScreen,
  PeopleScreen,
  PersonScreen,
  SettingsScreen,
  WebhooksScreen,
} from './signed-in-screens.ts';

/**
 * The signed-in dashboard: the layout with its sections, each screen loaded when first shown
 * (its own chunk), the layout staying on screen meanwhile, and also while a screen could not
 * load (ScreenErrorBoundary). Its own chunk too: a signed-out visit never loads it.
 */
export function SignedInArea({ me }: { me: MeAnswer }) {
  const { pathname } = useLocation();
  return (
    <AdminLayout me={me}>
      <ScreenErrorBoundary pathname={pathname}>
        <Suspense fallback={<ScreenLoading />}>
          <Routes>
            <Route index element={<OverviewScreen />} />
            <Route path="people" element={<PeopleScreen />} />
            <Route path="people/:email" element={<PersonScreen me={me} />} />
            <Route path="interview" element={<InterviewScreen />} />
            <Route path="answers" element={<AnswersScreen />} />
            <Route path="audit" element={<AuditScreen />} />
            <Route path="settings" element={<SettingsScreen />} />
            <Route path="webhooks" element={<WebhooksScreen />} />
            <Route path="account" element={<AccountScreen me={me} />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Suspense>
      </ScreenErrorBoundary>
    </AdminLayout>
  );
}

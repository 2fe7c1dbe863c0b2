/** Every route of spec §2, split by auth state; unknown paths redirect per state. */
import { LoadingScreen } from '@firstsignal/ui';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from './auth/auth';
import { AppShell } from './layout/AppShell';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/auth/LoginPage';
import { RegisterPage } from './pages/auth/RegisterPage';
import { VerifyEmailPage } from './pages/auth/VerifyEmailPage';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { ResultsPage } from './pages/results/ResultsPage';
import { SavedSearchesPage } from './pages/saved/SavedSearchesPage';
import { StoredResultsPage } from './pages/results/StoredResultsPage';
import { SearchPage } from './pages/search/SearchPage';
import { SettingsPage } from './pages/settings/SettingsPage';
import { CurrentSignalsPage } from './pages/signals/CurrentSignalsPage';

export function AppRoutes() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen />;

  if (status === 'unauthenticated') {
    return (
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route path="/" element={<Navigate to="/search" replace />} />
      <Route path="/login" element={<Navigate to="/search" replace />} />
      <Route path="/register" element={<Navigate to="/search" replace />} />
      <Route element={<AppShell />}>
        <Route path="/search" element={<SearchPage />} />
        <Route path="/search/results/:id" element={<StoredResultsPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/results" element={<ResultsPage />} />
        <Route path="/signals/current" element={<CurrentSignalsPage />} />
        <Route path="/signals/saved" element={<SavedSearchesPage />} />
        <Route path="/settings" element={<Navigate to="/settings/account" replace />} />
        <Route path="/settings/:tab" element={<SettingsPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/search" replace />} />
    </Routes>
  );
}

/** Every route of spec §2, split by auth state; unknown paths redirect per state. */
import { LoadingScreen } from '@firstsignal/ui';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from './auth/auth';
import { AppShell } from './layout/AppShell';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/auth/LoginPage';
import { RegisterPage } from './pages/auth/RegisterPage';
import { NotYetAvailable } from './pages/NotYetAvailable';
import { SettingsPage } from './pages/settings/SettingsPage';

export function AppRoutes() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen />;

  if (status === 'unauthenticated') {
    return (
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
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
        <Route path="/search" element={<NotYetAvailable title="Search" feature="Search" />} />
        <Route path="/search/results/:id" element={<NotYetAvailable title="Search Results" feature="Search" />} />
        <Route path="/dashboard" element={<NotYetAvailable title="Dashboard" feature="Search history" />} />
        <Route path="/results" element={<NotYetAvailable title="Search Results" feature="Search" />} />
        <Route path="/signals/current" element={<NotYetAvailable title="Current Signals" feature="Search" />} />
        <Route path="/signals/saved" element={<NotYetAvailable title="Saved Searches" feature="Saving" />} />
        <Route path="/settings" element={<Navigate to="/settings/account" replace />} />
        <Route path="/settings/:tab" element={<SettingsPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/search" replace />} />
    </Routes>
  );
}

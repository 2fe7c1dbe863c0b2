import { cn } from '@firstsignal/ui';
import { Navigate, NavLink, useParams } from 'react-router';
import { usePageMeta } from '../../lib/document';
import { AccountTab } from './AccountTab';
import { ApiKeysTab } from './ApiKeysTab';
import { BillingTab } from './BillingTab';
import { NotificationsTab } from './NotificationsTab';
import { SupportTab } from './SupportTab';

const TABS = [
  { id: 'account', label: 'Account' },
  { id: 'billing', label: 'Billing' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'api-keys', label: 'API keys' },
  { id: 'support', label: 'Support' },
] as const;

export function SettingsPage() {
  usePageMeta('Settings');
  const { tab = 'account' } = useParams();
  if (!TABS.some((t) => t.id === tab)) return <Navigate to="/settings/account" replace />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
      <div role="tablist" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {TABS.map((t) => (
          <NavLink
            key={t.id}
            role="tab"
            aria-selected={t.id === tab}
            to={`/settings/${t.id}`}
            className={cn(
              // The tabs scroll sideways on a narrow screen rather than wrap.
              'shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium sm:px-4',
              t.id === tab ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t.label}
          </NavLink>
        ))}
      </div>
      {tab === 'support' ? <SupportTab /> : tab === 'billing' ? <BillingTab /> : tab === 'notifications' ? <NotificationsTab /> : tab === 'api-keys' ? <ApiKeysTab /> : <AccountTab />}
    </div>
  );
}

import { cn } from '@firstsignal/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { displayName, useAuth } from '../auth/auth';
import { useNewSignalCount } from '../monitoring/monitors';
import { Brand } from '../pages/auth/AuthLayout';

export const SIDEBAR_WIDTH_PX = 280;

const link = ({ isActive }: { isActive: boolean }) =>
  cn('block rounded-lg px-3 py-2 text-sm', isActive ? 'bg-indigo-50 font-medium text-indigo-700' : 'text-slate-700 hover:bg-slate-100');

/** A group that starts open when the current path contains its segment (spec §2). */
function Group({ label, segment, children }: { label: string; segment: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const inside = pathname.split('/').includes(segment);
  const [open, setOpen] = useState(inside);
  // Arriving in the group's section (e.g. after a search) opens it; leaving keeps the user's choice.
  useEffect(() => {
    if (inside) setOpen(true);
  }, [inside]);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 hover:bg-slate-100"
      >
        {label}
        <span aria-hidden className={cn('transition-transform', open && 'rotate-90')}>
          ›
        </span>
      </button>
      {open && <div className="ml-2 space-y-0.5">{children}</div>}
    </div>
  );
}

/** Signals monitors found that the founder has not looked at yet. */
function NewCount() {
  const count = useNewSignalCount();
  if (count === 0) return null;
  return (
    <span data-testid="sidebar-new-count" className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      {count} new
    </span>
  );
}

export function Sidebar() {
  const auth = useAuth();
  const navigate = useNavigate();
  return (
    <nav aria-label="Main" className="flex h-full flex-col border-r border-slate-200 bg-white" style={{ width: SIDEBAR_WIDTH_PX }}>
      <div className="px-5 py-5">
        <Brand className="text-slate-900" />
      </div>
      <div className="flex-1 space-y-1 overflow-y-auto px-3">
        <NavLink to="/search" className={link}>
          Search
        </NavLink>
        <NavLink to="/dashboard" className={link}>
          Dashboard
        </NavLink>
        <Group label="Signals" segment="signals">
          <NavLink to="/signals/current" className={link}>
            Current Signals
          </NavLink>
          <NavLink to="/signals/saved" className={(state) => cn(link(state), 'flex items-center justify-between gap-2')}>
            Saved Signals
            <NewCount />
          </NavLink>
        </Group>
        <Group label="Settings" segment="settings">
          <NavLink to="/settings/account" className={link}>
            Account
          </NavLink>
          <NavLink to="/settings/billing" className={link}>
            Billing
          </NavLink>
          <NavLink to="/settings/notifications" className={link}>
            Notifications
          </NavLink>
          <NavLink to="/settings/api-keys" className={link}>
            API keys
          </NavLink>
          <NavLink to="/settings/support" className={link}>
            Support
          </NavLink>
        </Group>
      </div>
      <div className="border-t border-slate-200 p-4" data-testid="sidebar-footer">
        {auth.status === 'loading' ? (
          <p className="text-sm text-slate-500">Loading...</p>
        ) : auth.user ? (
          <div className="space-y-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{displayName(auth.user)}</p>
              <p className="truncate text-xs text-slate-500">{auth.user.email}</p>
            </div>
            <button
              type="button"
              className="w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
              onClick={async () => {
                await auth.logout();
                navigate('/login');
              }}
            >
              Logout
            </button>
          </div>
        ) : (
          <p className="text-sm text-slate-500">Not logged in</p>
        )}
      </div>
    </nav>
  );
}

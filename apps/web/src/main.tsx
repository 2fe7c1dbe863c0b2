import { Toaster } from '@firstsignal/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from './auth/auth';
import { createClients, TRPCProvider } from './lib/trpc';
import { SearchProvider } from './search/SearchProvider';
import { AppRoutes } from './routes';
import './styles.css';

function App() {
  const [{ queryClient, trpcClient }] = useState(createClients);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <BrowserRouter>
          <AuthProvider>
            <SearchProvider>
              <AppRoutes />
            </SearchProvider>
            <Toaster />
          </AuthProvider>
        </BrowserRouter>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { PageScroll } from './PageScroll';
import { TopBar } from './TopBar';

/** The shared default layout of the public pages. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <PageScroll />
      <TopBar />
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

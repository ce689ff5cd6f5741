import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ThemeProvider } from '@mui/material/styles';
import { createPlacardTheme } from './theme';

describe('tabs in an organization theme', () => {
  afterEach(cleanup);

  it('underline the selected tab in the colour of its label', () => {
    const theme = createPlacardTheme({
      navBarColor: '#8B1E3F',
      accentColor: '#1E88E5',
      contentColor: null,
      navTextColor: null,
      logoUrl: null,
      homeBackgroundUrl: null,
      websiteTitle: null,
    });
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Tabs value="info" aria-label="Organization">
          <Tab value="info" label="Info" />
          <Tab value="users" label="Users" />
        </Tabs>
      </ThemeProvider>,
    );
    const selected = getComputedStyle(screen.getByRole('tab', { name: 'Info' })).color;
    const indicator = container.querySelector<HTMLElement>('.MuiTabs-indicator');
    expect(selected).toBe('rgb(139, 30, 63)');
    expect(indicator && getComputedStyle(indicator).backgroundColor).toBe(selected);
  });
});

import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { HELP_PAGES } from './helpPages';

/** /help: an overview linking to every help page. */
export default function HelpOverviewPage() {
  const { t } = useTranslation('help');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Grid container spacing={3}>
        {HELP_PAGES.map(({ slug, icon: Icon }) => (
          <Grid key={slug} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`/help/${slug}`} sx={{ height: '100%', p: 1 }}>
                <CardContent>
                  <Icon color="primary" sx={{ fontSize: 32, mb: 1 }} aria-hidden />
                  <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                    {t(`pages.${slug}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`pages.${slug}.summary`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}

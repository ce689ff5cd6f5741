import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useContent, type ContentKey, type ContentSection } from '../app/content';
import { LoadFailed } from './LoadFailed';
import { PageSpinner } from './PageSpinner';

function formatDate(iso: string, language: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

function Section({ section, headingLevel }: { section: ContentSection; headingLevel: 'h2' | 'h3' }) {
  const { i18n } = useTranslation();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant={headingLevel === 'h2' ? 'h2' : 'h3'} component={headingLevel} sx={{ mb: 1 }}>
        {section.heading}
      </Typography>
      {section.date && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <time dateTime={section.date}>{formatDate(section.date, i18n.language)}</time>
        </Typography>
      )}
      {section.paragraphs?.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
      {section.items && (
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {section.items.map((item) => (
            <Typography component="li" key={item} sx={{ mb: 0.5 }}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
      {section.steps && (
        <Box component="ol" sx={{ pl: 3, my: 1 }}>
          {section.steps.map((step) => (
            <Typography component="li" key={step} sx={{ mb: 0.75 }}>
              {step}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

interface ContentViewProps {
  content: ContentKey;
  /** Whether the document's title is the page's h1 (else an h2 under the page heading). */
  titleLevel?: 'h1' | 'h2';
  testId?: string;
}

/** Renders one of Placard's long texts (licence, privacy policy, notes, manual) in the current language. */
export function ContentView({ content, titleLevel = 'h1', testId }: ContentViewProps) {
  const { t } = useTranslation();
  const query = useContent(content);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadFailed message={t('contentFailed')} onRetry={() => void query.refetch()} />;
  const document = query.data;
  return (
    <Box component="article" data-testid={testId}>
      <Typography variant={titleLevel} sx={{ mb: 2 }}>
        {document.title}
      </Typography>
      {document.intro && (
        <Typography sx={{ mb: 3 }} color="text.secondary">
          {document.intro}
        </Typography>
      )}
      {document.sections.map((section) => (
        <Section key={section.heading} section={section} headingLevel={titleLevel === 'h1' ? 'h2' : 'h3'} />
      ))}
    </Box>
  );
}

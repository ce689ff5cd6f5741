import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { ContentView } from '../../components/ContentView';

/** /help/releasenotes: what changed in each Placard release. */
export default function ReleaseNotesPage() {
  return (
    <Card data-testid="help-releasenotes">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <ContentView content="releaseNotes" />
      </CardContent>
    </Card>
  );
}

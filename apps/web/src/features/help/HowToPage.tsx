import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { ContentView } from '../../components/ContentView';

/** /help/howto: step-by-step guides. */
export default function HowToPage() {
  return (
    <Card data-testid="help-howto">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <ContentView content="howTo" />
      </CardContent>
    </Card>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { ContentView } from '../../components/ContentView';

/** /help/usermanual: accounts, roles and what each role may do. */
export default function UserManualPage() {
  return (
    <Card data-testid="help-usermanual">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <ContentView content="userManual" />
      </CardContent>
    </Card>
  );
}

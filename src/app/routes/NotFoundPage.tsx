/** Any address that is not a page. */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h4" component="h1">
        <FormattedMessage id="notFound.title" />
      </Typography>
      <Typography>
        <FormattedMessage id="notFound.body" />
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        <FormattedMessage id="notFound.home" />
      </Button>
    </Stack>
  );
}

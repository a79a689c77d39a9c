// The "Download diagnostics" dialog (its own chunk): what the file holds, and the user's name and
// email left out unless ticked. Works outside the intl provider too: the error page may render there.
import { useContext, useId, useState } from 'react';
import { IntlContext } from 'react-intl';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { FORM_DIALOG_PAPER_SX, ModalShell } from '@/components/dialog/ModalShell';
import type { AppConfig } from '@/config/appConfig';
import { getConfig } from '@/config/runtimeConfig';
import { buildDiagnosticsExport, downloadDiagnostics } from '@/lib/diagnostics/diagnostics';
import { useSafeFormatMessage } from '@/lib/i18n/useSafeFormatMessage';

function currentConfig(): AppConfig | null {
  try {
    return getConfig();
  } catch {
    return null;
  }
}

export default function DiagnosticsDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const formatMessage = useSafeFormatMessage();
  const intl = useContext(IntlContext);
  const [includePersonal, setIncludePersonal] = useState(false);
  const titleId = useId();
  const helpId = useId();

  const download = () => {
    const locale = intl?.locale ?? document.documentElement.lang;
    downloadDiagnostics(buildDiagnosticsExport({ includePersonal, locale, config: currentConfig() }));
    onClose();
  };

  return (
    <ModalShell name={name} onClose={onClose} labelledBy={titleId} paperSx={FORM_DIALOG_PAPER_SX}>
      <DialogTitle id={titleId}>{formatMessage('diagnostics.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{formatMessage('diagnostics.description')}</DialogContentText>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={
            <Checkbox
              checked={includePersonal}
              onChange={(event) => setIncludePersonal(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': helpId } }}
            />
          }
          label={formatMessage('diagnostics.includePersonal')}
        />
        <FormHelperText id={helpId}>{formatMessage('diagnostics.includePersonalHelp')}</FormHelperText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{formatMessage('diagnostics.cancel')}</Button>
        <Button variant="contained" onClick={download}>
          {formatMessage('diagnostics.save')}
        </Button>
      </DialogActions>
    </ModalShell>
  );
}

// The display settings (SPEC.md section 9) in a popover, its own chunk fetched when first wanted.
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useThemeSettings } from '@/lib/theme/ThemeSettingsProvider';
import {
  ACCENTS,
  ACCENT_NAMES,
  RADII,
  RADIUS_NAMES,
  THEME_MODES,
  type AccentName,
  type RadiusName,
  type ThemeMode,
  type ThemeSettings,
} from '@/lib/theme/themeSettings';
import { UserRpcSettings } from './UserRpcSettings';

const MODE_LABELS: Record<ThemeMode, string> = {
  system: 'layout.settings.mode.system',
  light: 'layout.settings.mode.light',
  dark: 'layout.settings.mode.dark',
};

const ACCENT_LABELS: Record<AccentName, string> = {
  blue: 'layout.settings.accent.blue',
  green: 'layout.settings.accent.green',
  orange: 'layout.settings.accent.orange',
  pink: 'layout.settings.accent.pink',
  purple: 'layout.settings.accent.purple',
  red: 'layout.settings.accent.red',
};

const RADIUS_LABELS: Record<RadiusName, string> = {
  none: 'layout.settings.radius.none',
  small: 'layout.settings.radius.small',
  medium: 'layout.settings.radius.medium',
  large: 'layout.settings.radius.large',
};

interface ChoiceGroupProps<T extends string> {
  id: string;
  legendId: string;
  value: T;
  options: readonly T[];
  labelOf: (option: T) => React.ReactNode;
  onChange: (value: T) => void;
}

function ChoiceGroup<T extends string>({ id, legendId, value, options, labelOf, onChange }: ChoiceGroupProps<T>) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={`${id}-${legendId}`} sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
        <FormattedMessage id={legendId} />
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-${legendId}`}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 1 }}
      >
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={labelOf(option)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export interface DisplaySettingsProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

export default function DisplaySettings({ id, anchorEl, open, onClose }: DisplaySettingsProps) {
  const intl = useIntl();
  const { settings, updateSettings } = useThemeSettings();
  const titleId = `${id}-title`;
  const change = (part: Partial<ThemeSettings>) => updateSettings(part);
  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, width: 'min(340px, 92vw)' } } }}
    >
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          <FormattedMessage id="layout.settings.title" />
        </Typography>
        <ChoiceGroup
          id={id}
          legendId="layout.settings.mode"
          value={settings.mode}
          options={THEME_MODES}
          labelOf={(mode) => intl.formatMessage({ id: MODE_LABELS[mode] })}
          onChange={(mode) => change({ mode })}
        />
        <ChoiceGroup
          id={id}
          legendId="layout.settings.accent"
          value={settings.accent}
          options={ACCENT_NAMES}
          labelOf={(accent) => (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Box
                component="span"
                aria-hidden="true"
                sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: ACCENTS[accent], flexShrink: 0 }}
              />
              {intl.formatMessage({ id: ACCENT_LABELS[accent] })}
            </Box>
          )}
          onChange={(accent) => change({ accent })}
        />
        <ChoiceGroup
          id={id}
          legendId="layout.settings.radius"
          value={settings.radius}
          options={RADIUS_NAMES}
          labelOf={(radius) => (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  width: 14,
                  height: 14,
                  border: 2,
                  borderColor: 'text.secondary',
                  borderRadius: `${RADII[radius] / 2}px`,
                  flexShrink: 0,
                }}
              />
              {intl.formatMessage({ id: RADIUS_LABELS[radius] })}
            </Box>
          )}
          onChange={(radius) => change({ radius })}
        />
        <UserRpcSettings />
      </Stack>
    </Popover>
  );
}

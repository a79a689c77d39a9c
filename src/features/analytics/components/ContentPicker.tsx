/**
 * All content or one: a search over titles (GET /api/vote?q=, at most PICKER_SIZE answers), so
 * the list stays short whatever the backend holds. Titles are shown as plain text.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useGetContentsQuery } from '@/api/vote/voteApi';

export const PICKER_SIZE = 20;
const DEBOUNCE_MS = 300;

export interface PickedContent {
  id: string;
  title: string;
}

export interface ContentPickerProps {
  /** null: all content. */
  value: PickedContent | null;
  onChange: (content: PickedContent | null) => void;
}

export function ContentPicker({ value, onChange }: ContentPickerProps) {
  const intl = useIntl();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  // Typing the chosen title back into the box is not a search.
  const q = value && search === value.title ? '' : search;
  const query = useGetContentsQuery({ q: q || undefined, size: PICKER_SIZE }, { skip: !open });
  const found: PickedContent[] = (query.data?.items ?? []).map((item) => ({ id: item.content_id, title: item.title }));
  // The chosen content is always an option, so the box can show it whatever the search found.
  const options = value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete
      sx={{ width: { xs: '100%', sm: 420 } }}
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, picked) => onChange(picked)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.title}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={query.isFetching}
      loadingText={intl.formatMessage({ id: 'analytics.picker.loading' })}
      noOptionsText={intl.formatMessage({ id: query.isError ? 'analytics.picker.failed' : 'analytics.picker.none' })}
      clearText={intl.formatMessage({ id: 'analytics.picker.clear' })}
      openText={intl.formatMessage({ id: 'analytics.picker.open' })}
      closeText={intl.formatMessage({ id: 'analytics.picker.close' })}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage({ id: 'analytics.picker.label' })}
          placeholder={intl.formatMessage({ id: 'analytics.picker.all' })}
        />
      )}
    />
  );
}

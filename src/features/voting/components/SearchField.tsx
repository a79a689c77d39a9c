/**
 * The title search. Typing updates the address after a short pause (Enter at once); the field
 * follows the address when it changes from outside (back button, a shared link).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { MAX_SEARCH_LENGTH } from '../model/votePageParams';

export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchFieldProps {
  value: string;
  onSearch: (query: string) => void;
}

export function SearchField({ value, onSearch }: SearchFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The address changed under us: show what it says now.
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text !== value) onSearch(text);
  }

  return (
    <Box component="form" role="search" onSubmit={handleSubmit} sx={{ width: { xs: '100%', sm: 360 } }}>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={intl.formatMessage({ id: 'voting.search.label' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_SEARCH_LENGTH } }}
      />
    </Box>
  );
}

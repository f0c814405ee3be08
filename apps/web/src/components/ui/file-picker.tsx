import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import { Button } from './button';

/**
 * A file input shown as a button in the page's language with the chosen file's name beside it (the browser's own
 * file input writes "Choose File" in the browser's language, left to right). The input stays in the page, hidden,
 * so a label, `aria-describedby` and tests reach it.
 */
export function FilePicker({
  id,
  inputLabel,
  buttonText,
  noFileText,
  accept,
  file,
  describedBy,
  onChange,
}: {
  id: string;
  /** The input's accessible name, e.g. "Rate sheet (CSV or XLSX)". */
  inputLabel: string;
  buttonText: ReactNode;
  noFileText: string;
  accept?: string;
  file: File | null;
  describedBy?: string;
  onChange: (file: File | null, input: HTMLInputElement) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const nameId = `${id}-name`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        accept={accept}
        aria-label={inputLabel}
        onChange={(event) => onChange(event.target.files?.[0] ?? null, event.target)}
      />
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        aria-describedby={describedBy ? `${nameId} ${describedBy}` : nameId}
      >
        {buttonText}
      </Button>
      <Typography id={nameId} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        <bdi>{file?.name ?? noFileText}</bdi>
      </Typography>
    </Box>
  );
}

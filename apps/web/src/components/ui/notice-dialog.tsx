import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Button } from './button';

/**
 * A notice that needs only an acknowledgement: its title, a sentence, and one button (focused) that is also what
 * closing does. `id` prefixes the title's and the sentence's ids.
 */
export function NoticeDialog({
  id,
  open,
  title,
  description,
  action,
  onAction,
}: {
  id: string;
  open: boolean;
  title: string;
  description: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <Dialog open={open} onClose={onAction} aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-description`}>{description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onAction} autoFocus>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

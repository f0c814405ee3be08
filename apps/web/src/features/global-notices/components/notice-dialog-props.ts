export interface NoticeDialogProps {
  open: boolean;
  onClose: () => void;
}

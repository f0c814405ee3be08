import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { useBrand } from '@/lib/brand/brand-context';
import { countryNameOf, telephoneHref } from '@/lib/contact-links';
import type { NoticeDialogProps } from './notice-dialog-props';

const titleId = 'unknown-error-title';

/**
 * The unknown-error notice (docs/product/shell.md#global-notices): 'Something went wrong', retry or write to the
 * brand's support address; with the brand flag on, the phone contacts of five countries.
 */
export default function UnknownErrorDialog({ open, onClose }: NoticeDialogProps) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();

  const supportEmail = brand.contactEmails.support;
  const phoneContacts = brand.featureFlags.showErrorModalPhoneContacts ? brand.errorModalContacts : [];

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('notices.unknownError.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          <Trans
            i18nKey="notices.unknownError.description"
            values={{ supportEmail }}
            components={{ supportLink: <TextLink href={`mailto:${supportEmail}`} /> }}
          />
        </DialogContentText>
        {phoneContacts.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('notices.unknownError.phoneContactsTitle')}
            </Typography>
            <List dense disablePadding>
              {phoneContacts.map(({ countryCode, contact }) => (
                <ListItem key={countryCode} disableGutters>
                  <ListItemText
                    primary={countryNameOf(countryCode, i18n.language)}
                    secondary={
                      <TextLink href={telephoneHref(contact)} dir="ltr">
                        {contact}
                      </TextLink>
                    }
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('notices.unknownError.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

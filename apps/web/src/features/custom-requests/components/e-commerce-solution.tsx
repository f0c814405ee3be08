import {
  customRequestAnswerPolicy,
  type ECommerceCallbackCreated,
  type ECommerceServiceType,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { ECommerceCallbackForm } from './e-commerce-callback-form';
import { formatInstant, RequestReceived } from './request-received';

/**
 * `/e-commerce-solution/:serviceType` (docs/product/quoting.md#custom-and-sales-requests): what the service is, then
 * the call-back request; once sent, the thank-you naming the reply within 72 hours.
 */
export function ECommerceSolution({ serviceType, title }: { serviceType: ECommerceServiceType; title: string }) {
  const { t, i18n } = useTranslation();
  const [created, setCreated] = useState<ECommerceCallbackCreated>();
  usePageTitle(title);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 760 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t(`customRequests.eCommerce.services.${serviceType}`)}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {created ? (
          <RequestReceived
            id="e-commerce-thank-you"
            title={t('customRequests.eCommerce.thankYouTitle')}
            promise={t('customRequests.eCommerce.thankYouPromise', {
              hours: customRequestAnswerPolicy.eCommerceReplyHours,
              date: formatInstant(created.replyBy, i18n.language),
            })}
            reference={t('customRequests.reference', { reference: created.uuid })}
          />
        ) : (
          <ECommerceCallbackForm serviceType={serviceType} onRequested={setCreated} />
        )}
      </Paper>
    </Box>
  );
}

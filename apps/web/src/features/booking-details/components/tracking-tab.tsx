import type { BookingDetails } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlainList } from '@/components/ui/plain-list';
import { RouteMap } from '@/components/route-map';
import { dayText } from '../lib/booking-text';
import { bookingRoutePoints } from '../lib/route-points';

type Milestone = BookingDetails['bookingDetails']['milestones'][number];

/** One milestone on the vertical timeline: a marker (filled once it happened), its name, planned and actual dates. */
function MilestoneEntry({ entry, isLast }: { entry: Milestone; isLast: boolean }) {
  const { t, i18n } = useTranslation();
  const hasHappened = entry.actual !== null;
  const nameId = `milestone-${entry.milestone}`;
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{ display: 'grid', gridTemplateColumns: '24px minmax(0, 1fr)', columnGap: 1.5 }}
    >
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box
          sx={{
            width: 16,
            height: 16,
            mt: 0.5,
            borderRadius: '50%',
            border: 2,
            borderColor: hasHappened ? 'primary.main' : 'text.disabled',
            bgcolor: hasHappened ? 'primary.main' : 'background.paper',
          }}
        />
        {!isLast && (
          <Box sx={{ flex: 1, width: 2, minHeight: 24, bgcolor: hasHappened ? 'primary.main' : 'divider' }} />
        )}
      </Box>
      <Box sx={{ pb: isLast ? 0 : 2 }}>
        <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t(`bookings.milestone.${entry.milestone}`)}{' '}
          <Typography component="span" variant="body2" sx={{ color: hasHappened ? 'success.dark' : 'text.secondary' }}>
            ({t(hasHappened ? 'bookingDetails.tracking.done' : 'bookingDetails.tracking.upcoming')})
          </Typography>
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('bookingDetails.tracking.planned')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {entry.planned ? dayText(entry.planned, i18n.language) : t('bookingDetails.tracking.notPlanned')}
          </Typography>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('bookingDetails.tracking.actual')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {entry.actual ? dayText(entry.actual, i18n.language) : t('bookingDetails.tracking.notHappened')}
          </Typography>
        </Box>
        {entry.location && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <bdi>{t('bookingDetails.tracking.location', { location: entry.location })}</bdi>
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The Tracking tab (docs/product/booking.md#booking-status): the seven milestones in route order with their planned
 * and actual dates, and the route on the quote journey's map (ADR 061, 070).
 */
export function TrackingTab({ booking }: { booking: BookingDetails['bookingDetails'] }) {
  const { t } = useTranslation();
  const points = bookingRoutePoints(booking.origin, booking.destination);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
      }}
    >
      <Box component="section" aria-labelledby="tracking-timeline-title">
        <Typography id="tracking-timeline-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('bookingDetails.tracking.timelineTitle')}
        </Typography>
        <PlainList component="ol">
          {booking.milestones.map((entry, index) => (
            <MilestoneEntry key={entry.milestone} entry={entry} isLast={index === booking.milestones.length - 1} />
          ))}
        </PlainList>
      </Box>
      <Box component="section" aria-labelledby="tracking-map-title">
        <Typography id="tracking-map-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('bookingDetails.tracking.mapTitle')}
        </Typography>
        {points.length > 0 ? (
          <RouteMap points={points} />
        ) : (
          <Typography>{t('bookingDetails.tracking.noMap')}</Typography>
        )}
      </Box>
    </Box>
  );
}

import type { BookingDetails, BookingAddress } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '@/components/layouts/app-shell/use-is-desktop';
import { PlainList } from '@/components/ui/plain-list';
import { dateOfMomentText, dayText, isolated, moneyText, placeText } from '../lib/booking-text';
import { ChargesTable } from './charges-table';
import { DownloadButton } from './download-button';
import { FactCards, FactsSection, type Fact } from './facts';

type Details = BookingDetails['bookingDetails'];

function BookingFacts({ booking }: { booking: Details }) {
  const { t, i18n } = useTranslation();
  const day = (value: string | null) => (value ? dayText(value, i18n.language) : t('bookingDetails.summary.notYet'));
  const facts: Fact[] = [
    { label: t('bookingDetails.summary.bookingId'), value: <bdi>{booking.bookingUuid}</bdi> },
    { label: t('bookingDetails.summary.shipmentId'), value: <bdi>{booking.shipmentId}</bdi> },
    { label: t('bookingDetails.summary.customerReference'), value: <bdi>{booking.customerReferenceId}</bdi> },
    { label: t('bookingDetails.summary.mode'), value: t(`bookingDetails.modes.${booking.mode}`) },
    {
      label: t('bookingDetails.summary.route'),
      value: t('bookingDetails.summary.routeText', {
        origin: isolated(placeText(booking.origin)),
        destination: isolated(placeText(booking.destination)),
      }),
    },
    { label: t('bookingDetails.summary.bookedOn'), value: dateOfMomentText(booking.bookedOn, i18n.language) },
    { label: t('bookingDetails.summary.validUntil'), value: day(booking.validUntil) },
    { label: t('bookingDetails.summary.gateInBy'), value: day(booking.gateInBy) },
    { label: t('bookingDetails.summary.serviceType'), value: t(`bookings.serviceType.${booking.serviceType}`) },
    {
      label: t('bookingDetails.summary.routeType'),
      value: t(`bookingDetails.routeKind.${booking.routeKind}`, { defaultValue: booking.routeKind }),
    },
    { label: t('bookingDetails.summary.shipperType'), value: t(`bookings.shipperType.${booking.shipperType}`) },
    { label: t('bookingDetails.summary.commodity'), value: t(`commodity.type.${booking.commodity}`) },
    { label: t('bookingDetails.summary.cargoReadyDate'), value: day(booking.cargoReadyDate) },
    {
      label: t('bookingDetails.summary.carrier'),
      value: <bdi>{booking.carrier.name ?? booking.carrier.code ?? t('bookingDetails.summary.notYet')}</bdi>,
    },
    {
      label: t('bookingDetails.summary.transitTime'),
      value:
        booking.transitTimeDays === null
          ? t('bookingDetails.summary.notYet')
          : t('bookingDetails.summary.transitDays', { count: booking.transitTimeDays }),
    },
    {
      label: t('bookingDetails.summary.applicableGris'),
      value:
        booking.applicableGris.length > 0 ? (
          <bdi>{booking.applicableGris.join(', ')}</bdi>
        ) : (
          t('bookingDetails.summary.none')
        ),
    },
    { label: t('bookingDetails.summary.paymentMode'), value: t(`bookings.paymentMode.${booking.paymentMode}`) },
    {
      label: t('bookingDetails.summary.comments'),
      value: booking.comments ? <bdi>{booking.comments}</bdi> : t('bookingDetails.summary.none'),
    },
  ];
  return <FactsSection id="summary-booking" title={t('bookingDetails.summary.bookingTitle')} facts={facts} />;
}

function ShipmentFacts({ booking }: { booking: Details }) {
  const { t, i18n } = useTranslation();
  const notYet = t('bookingDetails.summary.notYet');
  const text = (value: string | null) => (value ? <bdi>{value}</bdi> : notYet);
  const facts: Fact[] = [
    {
      label: t('bookingDetails.summary.estimatedDeparture'),
      value: booking.estimatedDates.departure ? dayText(booking.estimatedDates.departure, i18n.language) : notYet,
    },
    {
      label: t('bookingDetails.summary.estimatedArrival'),
      value: booking.estimatedDates.arrival ? dayText(booking.estimatedDates.arrival, i18n.language) : notYet,
    },
    { label: t('bookingDetails.summary.vessel'), value: text(booking.vessel) },
    { label: t('bookingDetails.summary.voyage'), value: text(booking.voyage) },
    { label: t('bookingDetails.summary.mbl'), value: text(booking.mblNumber) },
    {
      label: t('bookingDetails.summary.containers'),
      value: booking.containerNumbers.length > 0 ? <bdi>{booking.containerNumbers.join(', ')}</bdi> : notYet,
    },
  ];
  return <FactsSection id="summary-shipment" title={t('bookingDetails.summary.shipmentTitle')} facts={facts} />;
}

function ChargesSection({ booking }: { booking: Details }) {
  const { t, i18n } = useTranslation();
  const quoteFacts: Fact[] = [
    { label: t('bookingDetails.summary.quoteDate'), value: dateOfMomentText(booking.quote.date, i18n.language) },
    { label: t('bookingDetails.summary.quoteAmount'), value: moneyText(booking.quote.amount, i18n.language) },
  ];
  const { insurance } = booking;
  return (
    <FactsSection id="summary-charges" title={t('bookingDetails.summary.chargesTitle')} facts={quoteFacts}>
      <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <ChargesTable charges={booking.charges} caption={t('bookingDetails.summary.chargesCaption')} />
        {booking.charges.exchangeRates.length > 0 && (
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('bookingDetails.summary.exchangeRatesTitle')}
            </Typography>
            <PlainList>
              {booking.charges.exchangeRates.map((rate) => (
                <li key={`${rate.baseCurrency}-${rate.quoteCurrency}-${rate.asOfDate}`}>
                  <Typography variant="body2">
                    {t('bookingDetails.summary.exchangeRate', {
                      base: rate.baseCurrency,
                      quote: rate.quoteCurrency,
                      rate: rate.rate,
                      date: dayText(rate.asOfDate, i18n.language),
                      source: rate.source,
                    })}
                  </Typography>
                </li>
              ))}
            </PlainList>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {t('bookingDetails.summary.exchangeRateNote')}
            </Typography>
          </Box>
        )}
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('bookingDetails.summary.insuranceTitle')}
          </Typography>
          {insurance ? (
            <Typography variant="body2">
              {[
                `${t('bookingDetails.summary.cargoValue')}: ${moneyText(insurance.cargoValue, i18n.language)}`,
                `${t('bookingDetails.summary.cargoCondition')}: ${t(
                  insurance.usedCargo ? 'bookingDetails.summary.usedCargo' : 'bookingDetails.summary.newCargo',
                )}`,
                `${t('bookingDetails.summary.premium')}: ${moneyText(insurance.premium, i18n.language)}`,
                `${t('bookingDetails.summary.deductible')}: ${moneyText(
                  { amountMinor: insurance.deductibleEur * 100, currency: 'EUR' },
                  i18n.language,
                )}`,
              ].join(' · ')}
            </Typography>
          ) : (
            <Typography variant="body2">{t('bookingDetails.summary.noInsurance')}</Typography>
          )}
        </Box>
      </Box>
    </FactsSection>
  );
}

function CargoSection({ items }: { items: BookingDetails['cargoDetails']['items'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <FactsSection id="summary-cargo" title={t('bookingDetails.summary.cargoTitle')}>
      {items.length === 0 ? (
        <Typography>{t('bookingDetails.summary.noCargo')}</Typography>
      ) : (
        <PlainList sx={{ display: 'grid', gap: 1 }}>
          {items.map((item, index) => (
            <li key={`${item.kind}-${index}`}>
              <Typography>
                <bdi>
                  {[
                    t(`bookingDetails.summary.cargoItem.${item.kind}`, {
                      quantity: item.quantity,
                      containerType: item.containerType ?? '',
                    }),
                    item.description === item.containerType ? null : item.description,
                    item.weightKg === null
                      ? null
                      : t('bookingDetails.summary.weight', { weight: number.format(item.weightKg) }),
                    item.volumeM3 === null
                      ? null
                      : t('bookingDetails.summary.volume', { volume: number.format(item.volumeM3) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </bdi>
              </Typography>
            </li>
          ))}
        </PlainList>
      )}
    </FactsSection>
  );
}

const partyKeys = ['shipper', 'consignee', 'notifyParty', 'billingParty', 'pickupAddress', 'deliveryAddress'] as const;

/** A party's lines: contact, company, address, city and zip, country, tax id, phone, e-mail. */
export function PartyLines({ party }: { party: BookingAddress }) {
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
      <bdi>{party.contactName}</bdi>
      <br />
      <bdi>{party.companyName}</bdi>
      <br />
      <bdi>{party.address}</bdi>
      <br />
      <bdi>{`${party.zipCode} ${party.city}, ${party.countryIsoCode}`}</bdi>
      <br />
      <bdi>{party.taxId}</bdi> · <bdi>{party.phone}</bdi>
      <br />
      <bdi>{party.email}</bdi>
    </Typography>
  );
}

function PartiesSection({ parties }: { parties: BookingDetails['partyDetails'] }) {
  const { t } = useTranslation();
  return (
    <FactsSection
      id="summary-parties"
      title={t('bookingDetails.summary.partiesTitle')}
      facts={partyKeys.map((key) => {
        const party = parties[key];
        return {
          label: t(`bookingDetails.party.${key}`),
          value: party ? <PartyLines party={party} /> : t('bookingDetails.summary.notGiven'),
        };
      })}
    />
  );
}

function DocumentsSection({ documents }: { documents: BookingDetails['documents'] }) {
  const { t, i18n } = useTranslation();
  const isDesktop = useIsDesktop();
  const columns = ['type', 'name', 'uploadedOn', 'action'] as const;
  const rows = documents.map((document) => {
    const typeName = t(`bookings.documentType.${document.type}`);
    return {
      id: document.id,
      typeName,
      fileName: <bdi>{document.fileName}</bdi>,
      uploadedOn: document.uploadedAt
        ? dateOfMomentText(document.uploadedAt, i18n.language)
        : t('bookingDetails.summary.systemDocument'),
      download: (
        <DownloadButton
          path={document.downloadPath}
          fileName={document.fileName}
          label={t('bookingDetails.summary.download')}
          accessibleName={t('bookingDetails.summary.downloadNamed', { name: typeName })}
        />
      ),
    };
  });
  const columnName = (column: (typeof columns)[number]) => t(`bookingDetails.summary.documentColumns.${column}`);
  return (
    <FactsSection id="summary-documents" title={t('bookingDetails.summary.documentsTitle')}>
      {rows.length === 0 ? (
        <Typography>{t('bookingDetails.summary.noDocuments')}</Typography>
      ) : isDesktop ? (
        <TableContainer>
          <Table size="small" aria-labelledby="summary-documents" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} scope="col">
                    {columnName(column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                    {row.typeName}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.fileName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.uploadedOn}</TableCell>
                  <TableCell>{row.download}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <FactCards
          labelledBy="summary-documents"
          cards={rows.map((row) => ({
            key: row.id,
            title: row.typeName,
            facts: [
              { label: columnName('name'), value: row.fileName },
              { label: columnName('uploadedOn'), value: row.uploadedOn },
            ],
            action: row.download,
          }))}
        />
      )}
    </FactsSection>
  );
}

function PaymentsSection({ payments }: { payments: BookingDetails['payments'] }) {
  const { t, i18n } = useTranslation();
  const isDesktop = useIsDesktop();
  const columns = ['date', 'mode', 'amount', 'fee', 'reference', 'status', 'receipt'] as const;
  const rows = payments.map((payment) => ({
    id: payment.id,
    hasReceipt: payment.receiptPath !== null,
    date: dateOfMomentText(payment.paidAt ?? payment.createdAt, i18n.language),
    mode: t(`bookings.paymentMode.${payment.mode}`),
    amount: moneyText(payment.amount, i18n.language),
    fee: moneyText(payment.fee, i18n.language),
    reference: <bdi>{payment.referenceNumber}</bdi>,
    status: t(`bookingDetails.summary.paymentStatus.${payment.status}`),
    receipt: payment.receiptPath ? (
      <DownloadButton
        path={payment.receiptPath}
        fileName={`receipt-${payment.referenceNumber}.pdf`}
        label={t('bookingDetails.summary.download')}
        accessibleName={t('bookingDetails.summary.receiptNamed', { reference: payment.referenceNumber })}
      />
    ) : (
      t('bookingDetails.summary.noReceipt')
    ),
  }));
  const columnName = (column: (typeof columns)[number]) => t(`bookingDetails.summary.paymentColumns.${column}`);
  return (
    <FactsSection id="summary-payments" title={t('bookingDetails.summary.paymentsTitle')}>
      {rows.length === 0 ? (
        <Typography>{t('bookingDetails.summary.noPayments')}</Typography>
      ) : isDesktop ? (
        <TableContainer>
          <Table size="small" aria-labelledby="summary-payments" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} scope="col">
                    {columnName(column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date}</TableCell>
                  <TableCell>{row.mode}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.amount}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.fee}</TableCell>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                    {row.reference}
                  </TableCell>
                  <TableCell>{row.status}</TableCell>
                  <TableCell>{row.receipt}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <FactCards
          labelledBy="summary-payments"
          cards={rows.map((row) => ({
            key: row.id,
            title: row.reference,
            // A receipt is a download button below the facts; none yet, a fact saying so.
            facts: (row.hasReceipt
              ? (['date', 'mode', 'amount', 'fee', 'status'] as const)
              : (['date', 'mode', 'amount', 'fee', 'status', 'receipt'] as const)
            ).map((column) => ({ label: columnName(column), value: row[column] })),
            action: row.hasReceipt ? row.receipt : undefined,
          }))}
        />
      )}
    </FactsSection>
  );
}

/** The Summary tab (docs/product/booking.md#booking-details): the booking's facts, parties, files and payments. */
export function SummaryTab({ details }: { details: BookingDetails }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <BookingFacts booking={details.bookingDetails} />
      <ShipmentFacts booking={details.bookingDetails} />
      <ChargesSection booking={details.bookingDetails} />
      <CargoSection items={details.cargoDetails.items} />
      <PartiesSection parties={details.partyDetails} />
      <DocumentsSection documents={details.documents} />
      <PaymentsSection payments={details.payments} />
    </Box>
  );
}

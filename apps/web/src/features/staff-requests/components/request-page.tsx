import { i18nKeyOf, type RequestDetail, type RequestEvent } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session';
import { requestQueryOptions, useAddRequestNote, useAssignRequest, useMoveRequestStatus } from '../api/staff-requests';
import { contactText, formatInstant } from '../lib/request-text';
import { AnswerForm } from './answer-form';
import { Alert } from '@/components/ui/alert';

/** One request (docs/decisions/078-staff-requests-inbox.md): what the customer sent, its history, moves and answer. */
export function RequestPage({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  const query = useQuery(requestQueryOptions(requestId));
  const request = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1100 }}>
      <TextLink to={localizedHref(paths.adminRequests.getHref())}>{t('staffRequests.request.back')}</TextLink>
      {query.isError ? (
        <Alert severity="error">{t(i18nKeyOf(toApiError(query.error).code))}</Alert>
      ) : request ? (
        <RequestBody request={request} />
      ) : (
        <Typography>{t('staffRequests.inbox.loading')}</Typography>
      )}
    </Box>
  );
}

const placeText = (place: { code: string; city: string | null; countryIsoCode: string }) =>
  `${place.code} (${place.city ?? place.countryIsoCode})`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function RequestBody({ request }: { request: RequestDetail }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const myId = user?.backendCustomerId ?? null;
  const move = useMoveRequestStatus(request.uuid);
  const assign = useAssignRequest(request.uuid);
  const failure = move.error ?? assign.error;
  const search = request.search;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {contactText(request.contact) || t('staffRequests.noContact')}
        </Typography>
        <Chip
          label={t(`staffRequests.status.${request.status}`)}
          color={request.status === 'new' ? 'primary' : 'default'}
        />
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>
        {t(`staffRequests.kind.${request.kind}`)} · {formatInstant(request.createdAt, i18n.language)}
      </Typography>

      <Section title={t('staffRequests.request.handling')}>
        <Typography sx={{ mb: 1 }}>
          {t('staffRequests.request.assignee')}:{' '}
          {request.assignee ? request.assignee.name : t('staffRequests.inbox.unassigned')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {myId && request.assignee?.id !== myId ? (
            <Button variant="contained" loading={assign.isPending} onClick={() => assign.mutate(myId)}>
              {t('staffRequests.request.assignToMe')}
            </Button>
          ) : null}
          {request.assignee ? (
            <Button variant="outlined" loading={assign.isPending} onClick={() => assign.mutate(null)}>
              {t('staffRequests.request.unassign')}
            </Button>
          ) : null}
          {request.allowedMoves.map((status) => (
            <Button key={status} variant="outlined" loading={move.isPending} onClick={() => move.mutate(status)}>
              {t(`staffRequests.request.moveTo.${status}`)}
            </Button>
          ))}
        </Box>
        {failure ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t(i18nKeyOf(toApiError(failure).code))}
          </Alert>
        ) : null}
      </Section>

      <Section title={t('staffRequests.request.sent')}>
        <Fields
          rows={[
            [t('staffRequests.request.reference'), <bdi key="ref">{request.uuid}</bdi>],
            [t('staffRequests.request.name'), request.contact.name],
            [t('staffRequests.request.email'), request.contact.email],
            [
              t('staffRequests.request.phone'),
              request.contact.phone ? <bdi key="phone">{request.contact.phone}</bdi> : null,
            ],
            [t('staffRequests.request.company'), request.contact.company],
            [t('staffRequests.request.language'), t(`staffRequests.languages.${request.language}`)],
            [
              t('staffRequests.request.route'),
              search ? (
                <bdi key="route">
                  {`${search.shipmentType} · ${placeText(search.origin)} → ${placeText(search.destination)}`}
                </bdi>
              ) : null,
            ],
            [t('staffRequests.request.readyDate'), search?.cargoReadyDate ?? null],
            [t('staffRequests.request.commodity'), search?.commodity ?? null],
            [t('staffRequests.request.cargo'), search ? <bdi key="cargo">{JSON.stringify(search.cargo)}</bdi> : null],
            [t('staffRequests.request.serviceType'), request.serviceType],
            [t('staffRequests.request.answerBy'), request.answerBy],
            [
              t('staffRequests.request.replyBy'),
              request.replyBy ? formatInstant(request.replyBy, i18n.language) : null,
            ],
            [t('staffRequests.request.comments'), request.comments],
          ]}
        />
      </Section>

      <Section title={t('staffRequests.answer.title')}>
        {request.mayAnswer ? (
          <AnswerForm request={request} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            {request.contact.email ? t('staffRequests.answer.closed') : t('staffRequests.answer.noContact')}
          </Typography>
        )}
      </Section>

      <Section title={t('staffRequests.history.title')}>
        <NoteForm requestId={request.uuid} />
        {request.history.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('staffRequests.history.empty')}</Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}>
            {[...request.history].reverse().map((event) => (
              <HistoryLine key={event.uuid} event={event} />
            ))}
          </Box>
        )}
      </Section>
    </>
  );
}

function HistoryLine({ event }: { event: RequestEvent }) {
  const { t, i18n } = useTranslation();
  const localizedHref = useLocalizedHref();
  const who = event.actor?.name ?? t('staffRequests.history.someone');
  const what =
    event.kind === 'status'
      ? t('staffRequests.history.status', {
          who,
          from: t(`staffRequests.status.${event.fromStatus ?? 'new'}`),
          to: t(`staffRequests.status.${event.toStatus ?? 'new'}`),
        })
      : event.kind === 'assigned'
        ? event.assignee
          ? t('staffRequests.history.assigned', { who, assignee: event.assignee.name })
          : t('staffRequests.history.unassigned', { who })
        : event.kind === 'note'
          ? t('staffRequests.history.note', { who })
          : t('staffRequests.history.answer', { who, email: event.sentTo ?? '' });
  return (
    <Box component="li" sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 1.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <time dateTime={event.at}>{formatInstant(event.at, i18n.language)}</time>
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {what}
      </Typography>
      {event.text ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{event.text}</Typography>
      ) : null}
      {event.quoteUuid ? (
        <TextLink to={localizedHref(paths.quote.getHref({ quoteId: event.quoteUuid }))}>
          {t('staffRequests.history.openQuote')}
        </TextLink>
      ) : null}
    </Box>
  );
}

function NoteForm({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const note = useAddRequestNote(requestId);
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() === '') return;
        note.mutate(text, { onSuccess: () => setText('') });
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <TextField
        label={t('staffRequests.history.noteLabel')}
        helperText={t('staffRequests.history.noteHint')}
        multiline
        minRows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {note.error ? <Alert severity="error">{t(i18nKeyOf(toApiError(note.error).code))}</Alert> : null}
      <Box>
        <Button type="submit" variant="outlined" loading={note.isPending}>
          {t('staffRequests.history.addNote')}
        </Button>
      </Box>
    </Box>
  );
}

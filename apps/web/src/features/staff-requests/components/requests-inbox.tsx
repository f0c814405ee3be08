import {
  requestInboxKinds,
  requestStatuses,
  type RequestInboxItem,
  type RequestInboxKind,
  type RequestStatus,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { inboxQueryOptions, type InboxRequest } from '../api/staff-requests';
import { contactText, formatInstant } from '../lib/request-text';
import { Alert } from '@/components/ui/alert';

const pageSize = 20;

/** The inbox (docs/decisions/078-staff-requests-inbox.md): filters, status tabs with counts, newest first. */
export function RequestsInbox() {
  const { t, i18n } = useTranslation();
  const localizedHref = useLocalizedHref();
  const captionId = useId();
  const [request, setRequest] = useState<InboxRequest>({ page: 1, pageSize });
  const [searchText, setSearchText] = useState('');
  const query = useQuery(inboxQueryOptions(request));
  const change = (patch: Partial<InboxRequest>) => setRequest((current) => ({ ...current, ...patch, page: 1 }));
  const page = query.data;
  const pages = page ? Math.max(1, Math.ceil(page.meta.total / page.meta.pageSize)) : 1;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="nav"
        aria-label={t('staffRequests.inbox.statusTabs')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {([undefined, ...requestStatuses] as (RequestStatus | undefined)[]).map((status) => {
          const count = status && page ? page.meta.counts[status] : undefined;
          const selected = request.status === status;
          return (
            <Button
              key={status ?? 'all'}
              variant={selected ? 'contained' : 'outlined'}
              aria-pressed={selected}
              onClick={() => change({ status })}
            >
              {status ? t(`staffRequests.status.${status}`) : t('staffRequests.inbox.allStatuses')}
              {count === undefined ? '' : ` (${count})`}
            </Button>
          );
        })}
      </Box>
      <Box
        component="form"
        role="search"
        aria-label={t('staffRequests.inbox.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          change({ q: searchText.trim() || undefined });
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          label={t('staffRequests.inbox.search')}
          helperText={t('staffRequests.inbox.searchHint')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label={t('staffRequests.inbox.kind')}
          value={request.kind ?? ''}
          onChange={(event) => change({ kind: (event.target.value || undefined) as RequestInboxKind | undefined })}
          // The 'all' option shows as text: the label stays above it.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('staffRequests.inbox.allKinds')}</option>
          {requestInboxKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`staffRequests.kind.${kind}`)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('staffRequests.inbox.assignee')}
          value={request.assignee ?? ''}
          onChange={(event) => change({ assignee: event.target.value || undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('staffRequests.inbox.anyone')}</option>
          <option value="me">{t('staffRequests.inbox.mine')}</option>
          <option value="unassigned">{t('staffRequests.inbox.unassigned')}</option>
          {page?.meta.assignees.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          {t('staffRequests.inbox.searchAction')}
        </Button>
      </Box>

      {query.isError ? <Alert severity="error">{t('staffRequests.inbox.loadFailed')}</Alert> : null}
      <Typography id={captionId} component="h2" variant="h6" aria-live="polite">
        {page ? t('staffRequests.inbox.count', { total: page.meta.total }) : t('staffRequests.inbox.loading')}
      </Typography>
      {page && page.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('staffRequests.inbox.empty')}</Typography>
      ) : null}
      {page && page.data.length > 0 ? (
        <Box component="ul" aria-labelledby={captionId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {page.data.map((item) => (
            <InboxRow
              key={item.uuid}
              item={item}
              language={i18n.language}
              href={localizedHref(paths.adminRequest.getHref({ requestId: item.uuid }))}
            />
          ))}
        </Box>
      ) : null}
      {page && pages > 1 ? (
        <Box
          component="nav"
          aria-label={t('staffRequests.inbox.pages')}
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <Button
            variant="outlined"
            disabled={request.page <= 1}
            onClick={() => setRequest((current) => ({ ...current, page: current.page - 1 }))}
          >
            {t('staffRequests.inbox.previous')}
          </Button>
          <Typography>{t('staffRequests.inbox.pageOf', { page: request.page, pages })}</Typography>
          <Button
            variant="outlined"
            disabled={request.page >= pages}
            onClick={() => setRequest((current) => ({ ...current, page: current.page + 1 }))}
          >
            {t('staffRequests.inbox.next')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

function InboxRow({ item, language, href }: { item: RequestInboxItem; language: string; href: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        display: 'grid',
        gap: 0.5,
        gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <TextLink to={href} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {contactText(item.contact) || t('staffRequests.noContact')}
        </TextLink>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`staffRequests.kind.${item.kind}`)}
          {item.route ? (
            <>
              {' · '}
              <bdi>
                {item.shipmentType} {item.route.origin} → {item.route.destination}
              </bdi>
            </>
          ) : null}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={t(`staffRequests.status.${item.status}`)}
          color={item.status === 'new' ? 'primary' : 'default'}
        />
        <Typography variant="body2">
          {item.assignee ? item.assignee.name : t('staffRequests.inbox.unassigned')}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <time dateTime={item.createdAt}>{formatInstant(item.createdAt, language)}</time>
      </Typography>
    </Box>
  );
}

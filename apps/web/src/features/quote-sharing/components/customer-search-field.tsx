import { staffCustomerQueryMinLength, type StaffCustomer } from '@freightdesk/domain';
import Autocomplete from '@mui/material/Autocomplete';
import { TextField } from '@/components/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffCustomersQueryOptions } from '../api/search-customers';

/** How long typing pauses before the search is sent. */
const searchDelayMs = 250;

/**
 * Staff: find a customer by e-mail or customer id (at least 3 characters) and pick one; the
 * dialog adds their address to the recipients (docs/product/booking.md#sharing).
 */
export function CustomerSearchField({ onPick }: { onPick: (customer: StaffCustomer) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery(staffCustomersQueryOptions(query));
  const isLongEnough = text.trim().length >= staffCustomerQueryMinLength;

  return (
    <Autocomplete<StaffCustomer, false, false, false>
      id="share-quote-customer-search"
      options={isLongEnough ? (found.data ?? []) : []}
      // The server has filtered them already.
      filterOptions={(options) => options}
      getOptionLabel={(customer) => customer.email}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, customer) => {
        if (!customer) return;
        onPick(customer);
        setText('');
      }}
      loading={isLongEnough && found.isFetching}
      loadingText={t('quoteSharing.customerSearch.loading')}
      noOptionsText={isLongEnough ? t('quoteSharing.customerSearch.noResults') : t('quoteSharing.customerSearch.hint')}
      renderOption={({ key, ...props }, customer) => (
        <li key={key} {...props}>
          <span>
            {customer.email}
            <br />
            <small>
              {[customer.name, customer.company, t(`quoteSharing.customerSearch.profiles.${customer.profile}`)]
                .filter(Boolean)
                .join(' · ')}
            </small>
          </span>
        </li>
      )}
      renderInput={(params) => (
        // With an id, the field links its hint to the input (aria-describedby).
        <TextField
          {...params}
          label={t('quoteSharing.customerSearch.label')}
          helperText={t('quoteSharing.customerSearch.hint')}
        />
      )}
    />
  );
}
